import { Alert, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LinkButton } from '../../ui/LinkButton';
import { AuthCard } from './AuthCard';

/**
 * /login/:email/:password: the original's retrieved-login link put a password in the address (kept in histories,
 * logs and mail). Such links no longer work: the route only says so and offers login retrieval (a one-time link by
 * e-mail, the address prefilled) and the sign-in page. It never reads, prefills or submits the password.
 */
export default function RetrievedLoginPage() {
  const { t } = useTranslation('account');
  const { email = '' } = useParams();
  const retrieve = email ? `/retrieveuserlogin?email=${encodeURIComponent(email)}` : '/retrieveuserlogin';
  return (
    <AuthCard title={t('oldLink.title')}>
      <Alert type="warning" showIcon role="status" title={t('oldLink.body')} style={{ marginBottom: 16 }} />
      <Space wrap>
        <LinkButton to={retrieve} type="primary">
          {t('oldLink.retrieve')}
        </LinkButton>
        <LinkButton to="/auth">{t('common.signIn')}</LinkButton>
      </Space>
    </AuthCard>
  );
}
