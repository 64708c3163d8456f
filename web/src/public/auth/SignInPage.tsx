import { Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useAuth } from '../../core/auth/authContext';
import { LinkButton } from '../../ui/LinkButton';
import { useUrlState } from '../../ui/urlState';
import { SignInForm } from './SignInForm';

/** Only paths inside this app: never an open redirect to another site. */
export function safeRedirect(value: string | null): string {
  return value && value.startsWith('/') && !value.startsWith('//') ? value : '/';
}

/** /auth: sign-in with a 'Welcome back' panel; afterwards the `redirect` query value or /. */
export default function SignInPage() {
  const { t } = useTranslation();
  const { t: tAccount } = useTranslation('account');
  const { status } = useAuth();
  const navigate = useNavigate();
  const redirect = useUrlState().get('redirect');
  const [busy, setBusy] = useState(false);
  const target = safeRedirect(redirect);
  if (status === 'authenticated' && !busy) return <Navigate to={target} replace />;

  return (
    <div className="auth-page">
      <section className="auth-welcome" aria-labelledby="welcome-title">
        <Typography.Title level={2} id="welcome-title">
          {t('auth.welcomeBack')}
        </Typography.Title>
        <Typography.Paragraph style={{ color: 'inherit' }}>{t('auth.welcomeText')}</Typography.Paragraph>
        <Typography.Paragraph style={{ color: 'inherit', marginBottom: 0 }}>
          {t('auth.whatsappHint')}
        </Typography.Paragraph>
      </section>
      <section className="auth-card">
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          {t('auth.signInTitle')}
        </Typography.Title>
        <SignInForm onBusyChange={setBusy} onSignedIn={() => void navigate(target, { replace: true })} />
        <Space wrap style={{ marginTop: 8 }}>
          <Typography.Text>{tAccount('signUp.newHere')}</Typography.Text>
          <LinkButton to="/auth/sign-up" type="link" style={{ paddingInline: 0 }}>
            {tAccount('signUp.link')}
          </LinkButton>
        </Space>
      </section>
    </div>
  );
}
