import { useMutation } from '@apollo/client';
import { Alert, Button, Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { emailError } from '../../../../server/domain/validators.ts';
import { LinkButton } from '../../ui/LinkButton';
import { sharedRule } from '../../ui/record/sharedRule';
import { useBotCheckedSubmit } from '../../ui/useBotCheckedSubmit';
import { useUrlState } from '../../ui/urlState';
import { RequestPasswordResetDocument } from './accountOperations';
import { AuthCard } from './AuthCard';

/**
 * /auth/forgot-password: her e-mail address, bot-checked. The server mails a one-time link to /auth/set-password when
 * the account exists and answers the same either way, so the page says what happens "if an account uses it".
 */
export default function ForgotPasswordPage() {
  const { t } = useTranslation('account');
  const [form] = Form.useForm<{ email: string }>();
  const [requestReset] = useMutation(RequestPasswordResetDocument);
  const initialEmail = useUrlState().text('email');
  const email = Form.useWatch('email', form) ?? initialEmail;
  const { bot, state, error, submitting, onFinish, edit } = useBotCheckedSubmit(
    form,
    ['email'],
    async ({ email: address }, botToken) => requestReset({ variables: { input: { email: address.trim(), botToken } } }),
  );

  if (state === 'submitted') {
    return (
      <AuthCard title={t('forgot.title')}>
        <Alert type="success" showIcon role="status" title={t('forgot.submitted')} style={{ marginBottom: 16 }} />
        <Space wrap>
          <Button onClick={edit}>{t('forgot.again')}</Button>
          <LinkButton to="/auth" type="primary">
            {t('common.toSignIn')}
          </LinkButton>
        </Space>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('forgot.title')} intro={t('forgot.intro')}>
      {error && <Alert type="error" showIcon role="alert" title={error} style={{ marginBottom: 16 }} />}
      <Form<{ email: string }>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ email: initialEmail }}
        onFinish={onFinish}
        aria-label={t('forgot.title')}
      >
        <Form.Item
          label={t('common.email')}
          name="email"
          rules={[sharedRule(() => emailError(form.getFieldValue('email') as string | undefined))]}
        >
          <Input type="email" autoComplete="email" />
        </Form.Item>
        {bot.element}
        <Button type="primary" htmlType="submit" block disabled={Boolean(emailError(email))} loading={submitting}>
          {t('forgot.submit')}
        </Button>
        <Space wrap style={{ marginTop: 16, justifyContent: 'space-between', width: '100%' }}>
          <LinkButton to="/auth" type="link" style={{ paddingInline: 0 }}>
            {t('common.toSignIn')}
          </LinkButton>
          <LinkButton to="/retrieveuserlogin" type="link" style={{ paddingInline: 0 }}>
            {t('retrieve.link')}
          </LinkButton>
        </Space>
      </Form>
    </AuthCard>
  );
}
