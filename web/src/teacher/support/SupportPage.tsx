import { useMutation } from '@apollo/client';
import { Card, Form, Input, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { supportCategories, supportErrors, type ContactValues } from '../../../../server/domain/contact-rules.ts';
import { useAuth } from '../../core/auth/authContext';
import { translateServerMessage } from '../../core/i18n/serverMessages';
import { useOnline } from '../../core/offline/useOnline';
import { useSubmittable } from '../../ui/record/useSubmittable';
import { SendFormFooter } from '../../ui/SendFormFooter';
import { useBotCheckedSubmit } from '../../ui/useBotCheckedSubmit';
import { SubmitSupportRequestDocument } from './operations';

interface SupportValues {
  name: string;
  email: string;
  category: string | null;
  subject: string;
  message: string;
}

/**
 * /app/support (001 sections 2, 5): the contact form, mailed to the support address. After sending, the button
 * thanks the teacher and stays disabled (submitting, then submitted).
 */
export default function SupportPage() {
  const { t } = useTranslation('planning');
  const { user } = useAuth();
  const online = useOnline();
  const [form] = Form.useForm<SupportValues>();
  const submittable = useSubmittable(form);
  const [send] = useMutation(SubmitSupportRequestDocument);
  const profile = user?.teacherProfile;

  const rule = (field: keyof ContactValues | 'category') => ({
    validator: async () => {
      const values = form.getFieldsValue(true) as SupportValues;
      const message = supportErrors(values)[field];
      if (message) throw new Error(translateServerMessage(message));
    },
  });

  // Field errors under their fields; the bot check's (botToken) and the rest as the form's message.
  const submit = useBotCheckedSubmit(
    form,
    ['name', 'email', 'category', 'subject', 'message'],
    async (values, botToken) =>
      send({
        variables: {
          input: {
            name: values.name.trim(),
            email: values.email.trim(),
            category: values.category ?? '',
            subject: values.subject.trim(),
            message: values.message.trim(),
            botToken,
          },
        },
      }),
  );

  return (
    <section className="page-section">
      <Typography.Title level={2}>{t('support.title')}</Typography.Title>
      <Card style={{ maxWidth: 640 }}>
        <Typography.Paragraph>{t('support.intro')}</Typography.Paragraph>
        <Form<SupportValues>
          name="supportRequest"
          form={form}
          layout="vertical"
          aria-label={t('support.formLabel')}
          disabled={submit.submitted}
          initialValues={{
            name: [profile?.name, profile?.surname].filter(Boolean).join(' '),
            email: user?.email ?? '',
            category: null,
            subject: '',
            message: '',
          }}
          onFinish={submit.onFinish}
        >
          <Form.Item label={t('support.name')} name="name" rules={[rule('name')]} required>
            <Input autoComplete="name" />
          </Form.Item>
          <Form.Item label={t('support.email')} name="email" rules={[rule('email')]} required>
            <Input type="email" autoComplete="email" />
          </Form.Item>
          <Form.Item label={t('support.category')} name="category" rules={[rule('category')]} required>
            <Select
              placeholder={t('profile.choose')}
              options={supportCategories.map((value) => ({ value, label: t(`supportCategories.${value}`) }))}
            />
          </Form.Item>
          <Form.Item label={t('support.subject')} name="subject" rules={[rule('subject')]} required>
            <Input />
          </Form.Item>
          <Form.Item label={t('support.message')} name="message" rules={[rule('message')]} required>
            <Input.TextArea autoSize={{ minRows: 5, maxRows: 14 }} />
          </Form.Item>
          <SendFormFooter
            submit={submit}
            submittable={submittable}
            online={online}
            texts={{
              needsConnection: t('common.needsConnection'),
              send: t('support.send'),
              thanks: t('support.thanks'),
            }}
          />
        </Form>
      </Card>
    </section>
  );
}
