import { useMutation } from '@apollo/client';
import { Alert, Button, Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { emailError, internationalPhone, phoneError } from '../../../../server/domain/validators.ts';
import { LinkButton } from '../../ui/LinkButton';
import { sharedRule } from '../../ui/record/sharedRule';
import { useBotCheckedSubmit } from '../../ui/useBotCheckedSubmit';
import { useUrlState } from '../../ui/urlState';
import { RequestLoginLinkDocument } from './accountOperations';
import { AuthCard } from './AuthCard';

interface RetrieveValues {
  email: string;
  phoneNumber: string;
}

/**
 * /retrieveuserlogin (001 sections 2, 4, 5, 8): e-mail and phone number, bot-checked. When both match an account
 * the server e-mails a one-time sign-in link; the answer is the same whether or not they matched, so the page shows
 * one honest message for the three outcomes of the original (found, matched, no profile).
 */
export default function RetrieveLoginPage() {
  const { t } = useTranslation('account');
  const [form] = Form.useForm<RetrieveValues>();
  const [requestLink] = useMutation(RequestLoginLinkDocument);
  const initialEmail = useUrlState().text('email');
  const email = Form.useWatch('email', form) ?? initialEmail;
  const phone = Form.useWatch('phoneNumber', form) ?? '';
  const valid = !emailError(email) && !phoneError(phone);

  const { bot, state, error, submitting, onFinish, edit } = useBotCheckedSubmit(
    form,
    ['email', 'phoneNumber'],
    async (values, botToken) =>
      requestLink({
        variables: {
          input: {
            email: values.email.trim(),
            phoneNumber: internationalPhone(values.phoneNumber.trim()),
            botToken,
          },
        },
      }),
  );

  if (state === 'submitted') {
    return (
      <AuthCard title={t('retrieve.title')}>
        <Alert type="success" showIcon role="status" title={t('retrieve.submitted')} style={{ marginBottom: 16 }} />
        <Space wrap>
          <Button onClick={edit}>{t('retrieve.again')}</Button>
          <LinkButton to="/auth" type="primary">
            {t('common.toSignIn')}
          </LinkButton>
          <LinkButton to="/auth/sign-up" type="link">
            {t('signUp.link')}
          </LinkButton>
        </Space>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('retrieve.title')} intro={t('retrieve.intro')}>
      {error && <Alert type="error" showIcon role="alert" title={error} style={{ marginBottom: 16 }} />}
      <Form<RetrieveValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ email: initialEmail, phoneNumber: '' }}
        onFinish={onFinish}
        aria-label={t('retrieve.title')}
      >
        <Form.Item
          label={t('common.email')}
          name="email"
          rules={[sharedRule(() => emailError(form.getFieldValue('email') as string | undefined))]}
        >
          <Input type="email" autoComplete="email" />
        </Form.Item>
        <Form.Item
          label={t('common.phone')}
          name="phoneNumber"
          extra={t('common.phoneHint', { local: '082 123 4567', international: '+27 82 123 4567' })}
          rules={[sharedRule(() => phoneError(form.getFieldValue('phoneNumber') as string | undefined))]}
        >
          <Input type="tel" autoComplete="tel" inputMode="tel" />
        </Form.Item>
        {bot.element}
        <Button type="primary" htmlType="submit" block disabled={!valid} loading={submitting}>
          {t('retrieve.submit')}
        </Button>
        <Space wrap style={{ marginTop: 16, justifyContent: 'space-between', width: '100%' }}>
          <LinkButton to="/auth" type="link" style={{ paddingInline: 0 }}>
            {t('common.toSignIn')}
          </LinkButton>
          <LinkButton to="/auth/forgot-password" type="link" style={{ paddingInline: 0 }}>
            {t('forgot.link')}
          </LinkButton>
        </Space>
      </Form>
    </AuthCard>
  );
}
