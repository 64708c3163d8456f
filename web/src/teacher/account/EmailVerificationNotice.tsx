import { useMutation } from '@apollo/client';
import { Alert, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../core/auth/authContext';
import { messageOf } from '../../core/errors';
import { useOnline } from '../../core/offline/useOnline';
import { SendEmailVerificationDocument } from '../../public/auth/accountOperations';

/**
 * Until she has confirmed her e-mail address (sign-up's mailed link), a small notice with "Send again". Nothing is
 * barred meanwhile (docs/decisions.md): the notice only asks.
 */
export function EmailVerificationNotice() {
  const { t } = useTranslation('account');
  const { user } = useAuth();
  const online = useOnline();
  const [send, sending] = useMutation(SendEmailVerificationDocument);
  const [answer, setAnswer] = useState<{ type: 'success' | 'error'; text: string } | null>(null);
  if (!user || user.emailVerified) return null;

  const sendAgain = () => {
    setAnswer(null);
    send().then(
      () => setAnswer({ type: 'success', text: t('notice.sent') }),
      (error: unknown) => setAnswer({ type: 'error', text: messageOf(error) }),
    );
  };

  return (
    <Alert
      className="no-print"
      type={answer?.type === 'error' ? 'error' : 'warning'}
      showIcon
      banner
      role="status"
      data-testid="email-verification-notice"
      title={t('notice.unverified', { email: user.email })}
      description={answer?.text}
      action={
        <Button size="small" onClick={sendAgain} loading={sending.loading} disabled={!online}>
          {t('notice.sendAgain')}
        </Button>
      }
    />
  );
}
