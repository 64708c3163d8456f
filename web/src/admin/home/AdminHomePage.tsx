import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** /admin: the secure admin landing. */
export default function AdminHomePage() {
  const { t } = useTranslation();
  return (
    <section className="page-section">
      <Typography.Title level={2}>{t('adminHome.title')}</Typography.Title>
      <Typography.Paragraph>{t('adminHome.intro')}</Typography.Paragraph>
    </section>
  );
}
