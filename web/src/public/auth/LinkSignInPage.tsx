import { useMutation } from '@apollo/client';
import { Alert, Space, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAuth } from '../../core/auth/authContext';
import { messageOf } from '../../core/errors';
import { LinkButton } from '../../ui/LinkButton';
import { useUrlState } from '../../ui/urlState';
import { SignInWithLinkDocument } from './accountOperations';
import { AuthCard } from './AuthCard';

/**
 * /auth/link?token=…: the one-time sign-in link of login retrieval. Opening it signs her in and goes to the shop,
 * as the original's retrieved login did; a used or expired link says so and offers a new one.
 */
export default function LinkSignInPage() {
  const { t } = useTranslation('account');
  const { acceptSession } = useAuth();
  const navigate = useNavigate();
  const token = useUrlState().text('token');
  const [signInWithLink] = useMutation(SignInWithLinkDocument);
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    signInWithLink({ variables: { token } })
      .then(async ({ data }) => {
        if (!data) throw new Error(t('common.networkError'));
        await acceptSession(data.signInWithLink);
        void navigate('/app/products', { replace: true });
      })
      .catch((error: unknown) => setFailure(messageOf(error)));
  }, [token, signInWithLink, acceptSession, navigate, t]);

  const error = token ? failure : t('link.missingToken');
  return (
    <AuthCard title={t('link.title')}>
      {error ? (
        <>
          <Alert type="error" showIcon role="alert" title={error} style={{ marginBottom: 16 }} />
          <Space wrap>
            <LinkButton to="/retrieveuserlogin" type="primary">
              {t('link.newLink')}
            </LinkButton>
            <LinkButton to="/auth">{t('common.toSignIn')}</LinkButton>
          </Space>
        </>
      ) : (
        <Space role="status">
          <Spin />
          {t('link.signingIn')}
        </Space>
      )}
    </AuthCard>
  );
}
