import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useAuth } from '../../core/auth/authContext';
import { SignInForm } from './SignInForm';

/** /login/:email/:password: the sign-in form filled from the link, submitted by itself; then /app/products. */
export default function RetrievedLoginPage() {
  const { t } = useTranslation();
  const { status } = useAuth();
  const { email = '', password = '' } = useParams();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  if (status === 'authenticated' && !busy) return <Navigate to="/app/products" replace />;

  return (
    <div className="auth-page">
      <section className="auth-card">
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          {t('auth.signInTitle')}
        </Typography.Title>
        <SignInForm
          initialValues={{ email, password }}
          submitOnMount
          onBusyChange={setBusy}
          onSignedIn={() => void navigate('/app/products', { replace: true })}
        />
      </section>
    </div>
  );
}
