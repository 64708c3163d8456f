import { useMutation } from '@apollo/client';
import { Card, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { contactErrors, type ContactValues } from '../../../../server/domain/contact-rules.ts';
import { translateServerMessage } from '../../core/i18n/serverMessages';
import { useOnline } from '../../core/offline/useOnline';
import { useSubmittable } from '../../ui/record/useSubmittable';
import { SendFormFooter } from '../../ui/SendFormFooter';
import { useBotCheckedSubmit } from '../../ui/useBotCheckedSubmit';
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
  const [send] = useMutation(SubmitContactFormDocument);

  const rule = (field: keyof ContactValues) => ({
    validator: async () => {
      const message = contactErrors(form.getFieldsValue(true) as ContactFormValues)[field];
      if (message) throw new Error(translateServerMessage(message));
    },
  });

  const submit = useBotCheckedSubmit(form, ['name', 'email', 'subject', 'message'], async (values, botToken) =>
    send({
      variables: {
        input: {
          name: values.name.trim(),
          email: values.email.trim(),
          subject: values.subject.trim(),
          message: values.message.trim(),
          botToken,
        },
      },
    }),
  );

  return (
    <Card title={<h2 className="contact-form-title">{t('contact.title')}</h2>} className="contact-form">
      <Form<ContactFormValues>
        name="contactForm"
        form={form}
        layout="vertical"
        aria-label={t('contact.formLabel')}
        disabled={submit.submitted}
        initialValues={{ name: '', email: '', subject: '', message: '' }}
        onFinish={submit.onFinish}
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
        <SendFormFooter
          submit={submit}
          submittable={submittable}
          online={online}
          texts={{
            needsConnection: t('contact.needsConnection'),
            send: t('contact.send'),
            thanks: t('contact.thanks'),
          }}
        />
      </Form>
    </Card>
  );
}
