import { useMutation } from '@apollo/client';
import { Alert, Button, Form, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { emailError, internationalPhone, passwordError, phoneError } from '../../../../server/domain/validators.ts';
import { useAuth } from '../../core/auth/authContext';
import { currentLanguage } from '../../core/i18n/i18n';
import { useBotCheck } from '../../ui/BotCheck';
import { LinkButton } from '../../ui/LinkButton';
import { sharedRule } from '../../ui/record/sharedRule';
import { SignUpDocument } from './accountOperations';
import { AuthCard } from './AuthCard';
import { showFailure } from '../../ui/formFailure';
import { PasswordRulesHelp } from './PasswordRulesHelp';

interface SignUpValues {
  email: string;
  phoneNumber: string;
  password: string;
  confirm: string;
}

/**
 * /auth/sign-up (000 section 5: e-mail and phone, the password policy, e-mail verification): the account is made,
 * she is signed in at once and goes to her app, where a notice asks her to open the verification link mailed to her
 * (in the language she signed up in).
 */
export default function SignUpPage() {
  const { t } = useTranslation('account');
  const { status, acceptSession } = useAuth();
  const navigate = useNavigate();
  const [form] = Form.useForm<SignUpValues>();
  const [signUp] = useMutation(SignUpDocument);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const bot = useBotCheck();
  if (status === 'authenticated' && !submitting) return <Navigate to="/app" replace />;

  const onFinish = async (values: SignUpValues) => {
    setSubmitting(true);
    setError(null);
    try {
      const botToken = await bot.token();
      const { data } = await signUp({
        variables: {
          input: {
            email: values.email.trim(),
            phoneNumber: internationalPhone(values.phoneNumber.trim()),
            password: values.password,
            botToken,
            translateI18n: currentLanguage(),
          },
        },
      });
      if (!data) throw new Error(t('common.networkError'));
      await acceptSession(data.signUp);
      void navigate('/app', { replace: true });
    } catch (failure) {
      setSubmitting(false);
      bot.reset();
      showFailure(form, ['email', 'phoneNumber', 'password'], failure, setError);
    }
  };

  const value = (name: keyof SignUpValues) => form.getFieldValue(name) as string | undefined;

  return (
    <AuthCard title={t('signUp.title')} intro={t('signUp.intro')}>
      {error && <Alert type="error" showIcon role="alert" title={error} style={{ marginBottom: 16 }} />}
      <Form<SignUpValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => void onFinish(values)}
        aria-label={t('signUp.title')}
      >
        <Form.Item label={t('common.email')} name="email" rules={[sharedRule(() => emailError(value('email')))]}>
          <Input type="email" autoComplete="email" />
        </Form.Item>
        <Form.Item
          label={t('common.phone')}
          name="phoneNumber"
          extra={t('common.phoneHint', { local: '082 123 4567', international: '+27 82 123 4567' })}
          rules={[sharedRule(() => phoneError(value('phoneNumber')))]}
        >
          <Input type="tel" autoComplete="tel" inputMode="tel" />
        </Form.Item>
        <Form.Item
          label={t('common.password')}
          name="password"
          rules={[sharedRule(() => passwordError(value('password')))]}
          extra={<PasswordRulesHelp />}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          label={t('common.confirm')}
          name="confirm"
          dependencies={['password']}
          rules={[
            { required: true, message: t('common.confirmRequired') },
            ({ getFieldValue }) => ({
              validator: async (_, confirm: string | undefined) => {
                if (confirm && confirm !== getFieldValue('password')) throw new Error(t('common.mismatch'));
              },
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        {bot.element}
        <Button type="primary" htmlType="submit" block loading={submitting}>
          {t('signUp.submit')}
        </Button>
        <Space wrap style={{ marginTop: 16 }}>
          <Typography.Text>{t('signUp.haveAccount')}</Typography.Text>
          <LinkButton to="/auth" type="link" style={{ paddingInline: 0 }}>
            {t('common.signIn')}
          </LinkButton>
        </Space>
      </Form>
    </AuthCard>
  );
}
