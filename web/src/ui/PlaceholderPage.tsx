import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { titleOf } from './pageTitle';

/** A screen still to be built: shows its title so that every menu target and route already works. */
export default function PlaceholderPage() {
  const { t } = useTranslation();
  const title = titleOf(useMatches());
  return (
    <section className="page-section">
      <Typography.Title level={2}>{title ? t(`pages.${title}`) : ''}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('common.comingSoon')}</Typography.Paragraph>
    </section>
  );
}
