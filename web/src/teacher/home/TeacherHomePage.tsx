import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../core/auth/authContext';
import { LinkButton } from '../../ui/LinkButton';

/** /app: the teacher app's landing. */
export default function TeacherHomePage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const name = user?.teacherProfile?.name?.trim() || user?.email || '';
  return (
    <section className="page-section" data-testid="teacher-home">
      <Typography.Title level={2}>{t('teacherHome.greeting', { name })}</Typography.Title>
      <Typography.Paragraph>{t('teacherHome.intro')}</Typography.Paragraph>
      <LinkButton to="/app/products" type="primary">
        {t('pages.products')}
      </LinkButton>
    </section>
  );
}
