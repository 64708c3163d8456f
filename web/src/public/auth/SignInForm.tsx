import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../core/auth/authContext';
import { messageOf } from '../../core/errors';
import { LinkButton } from '../../ui/LinkButton';
import { PasswordRulesHelp } from './PasswordRulesHelp';

interface SignInValues {
  email: string;
  password: string;
}

interface SignInFormProps {
  /** Called once the sign-in is complete (groups loaded, session claimed): the page decides where to go. */
  onSignedIn(): void;
  /** Tells the page a sign-in is under way (it must not redirect on the half-finished state meanwhile). */
  onBusyChange?(busy: boolean): void;
}

/** Email and password, with the password rules and the ways back in: retrieve a login, forgot password. */
export function SignInForm({ onSignedIn, onBusyChange }: SignInFormProps) {
  const { t } = useTranslation();
  const { t: tAccount } = useTranslation('account');
  const { signIn } = useAuth();
  const [form] = Form.useForm<SignInValues>();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onFinish = async ({ email, password }: SignInValues) => {
    setSubmitting(true);
    onBusyChange?.(true);
    setError(null);
    try {
      await signIn(email.trim(), password);
      onSignedIn();
    } catch (signInError) {
      setError(messageOf(signInError));
      setSubmitting(false);
      onBusyChange?.(false);
    }
  };

  return (
    <Form<SignInValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={(values) => void onFinish(values)}
      aria-label={t('auth.signIn')}
      data-testid="sign-in-form"
    >
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} role="alert" />}
      <Form.Item
        label={t('auth.email')}
        name="email"
        rules={[
          { required: true, message: t('auth.emailRequired') },
          { type: 'email', message: t('auth.emailInvalid') },
        ]}
      >
        <Input type="email" autoComplete="username" />
      </Form.Item>
      <Form.Item
        label={t('auth.password')}
        name="password"
        rules={[{ required: true, message: t('auth.passwordRequired') }]}
        extra={<PasswordRulesHelp />}
      >
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={submitting}>
        {t('auth.signIn')}
      </Button>
      <div
        style={{
          marginTop: 16,
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'space-between',
          alignItems: 'center',
          gap: 8,
        }}
      >
        <LinkButton to="/retrieveuserlogin" type="link" style={{ paddingInline: 0 }}>
          {t('auth.retrieveLogin')}
        </LinkButton>
        <LinkButton to="/auth/forgot-password" type="link" style={{ paddingInline: 0 }}>
          {tAccount('forgot.link')}
        </LinkButton>
      </div>
    </Form>
  );
}
