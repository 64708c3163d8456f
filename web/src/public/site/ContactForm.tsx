import { CheckOutlined, SendOutlined } from '@ant-design/icons';
import { useMutation } from '@apollo/client';
import { Alert, Button, Card, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contactErrors, type ContactValues } from '../../../../server/domain/contact-rules.ts';
import { fieldErrorsOf, messageOf } from '../../core/errors';
import { translateServerMessage } from '../../core/i18n/i18n';
import { useOnline } from '../../core/offline/useOnline';
import { useBotCheck } from '../../ui/BotCheck';
import { useSubmittable } from '../../ui/record/useSubmittable';
import { SubmitContactFormDocument } from './operations';

interface ContactFormValues {
  name: string;
  email: string;
  subject: string;
  message: string;
}

/**
 * The website's contact form (000 section 2: the landing page and /contact-us): name, e-mail, subject and message,
 * checked with the server's own rules and messages, mailed to the support address. After sending, the button
 * thanks the visitor and stays disabled. The bot check (ui/BotCheck) shows when the server asks for one.
 */
export function ContactForm() {
  const { t } = useTranslation('site');
  const online = useOnline();
  const [form] = Form.useForm<ContactFormValues>();
  const submittable = useSubmittable(form);
  const [submit, { loading }] = useMutation(SubmitContactFormDocument);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const bot = useBotCheck();
  const [waiting, setWaiting] = useState(false);

  const rule = (field: keyof ContactValues) => ({
    validator: async () => {
      const message = contactErrors(form.getFieldsValue(true) as ContactFormValues)[field];
      if (message) throw new Error(translateServerMessage(message));
    },
  });

  const onFinish = async (values: ContactFormValues) => {
    setError(null);
    try {
      setWaiting(true);
      const botToken = await bot.token().finally(() => setWaiting(false));
      await submit({
        variables: {
          input: {
            name: values.name.trim(),
            email: values.email.trim(),
            subject: values.subject.trim(),
            message: values.message.trim(),
            botToken,
          },
        },
      });
      setSent(true);
    } catch (failure) {
      const fieldErrors = fieldErrorsOf(failure);
      if (fieldErrors.length > 0)
        form.setFields(fieldErrors.map(({ name, errors }) => ({ name: name as keyof ContactFormValues, errors })));
      else setError(messageOf(failure));
      // A solved challenge is accepted once: the next submit needs a fresh one.
      bot.reset();
    }
  };

  return (
    <Card title={<h2 className="contact-form-title">{t('contact.title')}</h2>} className="contact-form">
      <Form<ContactFormValues>
        name="contactForm"
        form={form}
        layout="vertical"
        aria-label={t('contact.formLabel')}
        disabled={sent}
        initialValues={{ name: '', email: '', subject: '', message: '' }}
        onFinish={(values) => void onFinish(values)}
      >
        <Form.Item label={t('contact.name')} name="name" rules={[rule('name')]} required>
          <Input autoComplete="name" />
        </Form.Item>
        <Form.Item label={t('contact.email')} name="email" rules={[rule('email')]} required>
          <Input type="email" autoComplete="email" />
        </Form.Item>
        <Form.Item label={t('contact.subject')} name="subject" rules={[rule('subject')]} required>
          <Input />
        </Form.Item>
        <Form.Item label={t('contact.message')} name="message" rules={[rule('message')]} required>
          <Input.TextArea autoSize={{ minRows: 5, maxRows: 14 }} />
        </Form.Item>
        {!online && !sent && (
          <Alert type="info" showIcon title={t('contact.needsConnection')} style={{ marginBottom: 16 }} />
        )}
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
        {!sent && bot.element}
        <Button
          type="primary"
          htmlType="submit"
          icon={sent ? <CheckOutlined /> : <SendOutlined />}
          loading={loading || waiting}
          disabled={sent || !submittable || !online}
        >
          {sent ? t('contact.thanks') : t('contact.send')}
        </Button>
      </Form>
    </Card>
  );
}
