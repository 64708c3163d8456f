import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../ui/LinkButton';

/** Where a signed-in user without the required group is sent. */
export default function UnauthorisedPage() {
  const { t } = useTranslation();
  return (
    <section className="small-page" data-testid="unauthorised">
      <Typography.Title level={2}>{t('pages.unauthorised')}</Typography.Title>
      <Typography.Paragraph>{t('unauthorised.message')}</Typography.Paragraph>
      <LinkButton to="/" type="primary">
        {t('notFound.goHome')}
      </LinkButton>
    </section>
  );
}
