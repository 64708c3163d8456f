import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className="small-page" data-testid="not-found">
      <div className="big-code">404</div>
      <Typography.Title level={2}>{t('notFound.title')}</Typography.Title>
      <Link to="/">{t('notFound.goHome')}</Link>
    </section>
  );
}
