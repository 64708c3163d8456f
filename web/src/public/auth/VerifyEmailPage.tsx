import { useApolloClient, useMutation } from '@apollo/client';
import { Alert, Space, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../core/auth/authContext';
import { MeDocument } from '../../core/auth/operations';
import { messageOf } from '../../core/errors';
import { LinkButton } from '../../ui/LinkButton';
import { useUrlState } from '../../ui/urlState';
import { VerifyEmailDocument } from './accountOperations';
import { AuthCard } from './AuthCard';

/** /auth/verify-email?token=…: sign-up's verification link; it works once, in any browser, signed in or not. */
export default function VerifyEmailPage() {
  const { t } = useTranslation('account');
  const { status } = useAuth();
  const client = useApolloClient();
  const token = useUrlState().text('token');
  const [verifyEmail] = useMutation(VerifyEmailDocument);
  const [outcome, setOutcome] = useState<{ done: true } | { error: string } | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    verifyEmail({ variables: { token } })
      .then(async () => {
        setOutcome({ done: true });
        // The notice in her app goes: `me` now says verified.
        if (status !== 'anonymous') await client.query({ query: MeDocument, fetchPolicy: 'network-only' });
      })
      .catch((error: unknown) => setOutcome({ error: messageOf(error) }));
  }, [token, verifyEmail, client, status]);

  const error = !token ? t('verify.missingToken') : outcome && 'error' in outcome ? outcome.error : null;
  const next =
    status === 'anonymous' ? (
      <LinkButton to="/auth?redirect=%2Fapp" type="primary">
        {t('common.signIn')}
      </LinkButton>
    ) : (
      <LinkButton to="/app" type="primary">
        {t('verify.toApp')}
      </LinkButton>
    );
  return (
    <AuthCard title={t('verify.title')}>
      {error ? (
        <>
          <Alert
            type="error"
            showIcon
            role="alert"
            title={error}
            description={t('verify.failedHint')}
            style={{ marginBottom: 16 }}
          />
          {next}
        </>
      ) : outcome ? (
        <>
          <Alert type="success" showIcon role="status" title={t('verify.done')} style={{ marginBottom: 16 }} />
          {next}
        </>
      ) : (
        <Space role="status">
          <Spin />
          {t('verify.verifying')}
        </Space>
      )}
    </AuthCard>
  );
}
