import { Alert, Card, Segmented, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useOnline } from '../../core/offline/useOnline';
import { ImportPanel } from './ImportPanel';
import { importKinds, type ImportKind } from './importsApi';
import './imports.css';

function isImportKind(value: string | undefined): value is ImportKind {
  return importKinds.some((kind) => kind === value);
}

/**
 * /admin/imports/{users|orders|product-images} (issue 13; 002 sections 2 and 5): bulk imports with a preview,
 * applied on the server with a progress bar and a report. The kind is in the address; imports need the server,
 * so offline the screen says so and nothing can be sent.
 */
export default function ImportsPage() {
  const { t } = useTranslation('imports');
  const { t: tCommon } = useTranslation();
  const online = useOnline();
  const navigate = useNavigate();
  const { kind: param } = useParams();
  const kind: ImportKind = isImportKind(param) ? param : 'users';

  return (
    <section className="page-section">
      <Typography.Title level={2}>{t('title')}</Typography.Title>
      <Card>
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <Typography.Text type="secondary">{t('intro')}</Typography.Text>
          {!online && (
            <Alert type="warning" showIcon title={tCommon('offline.needsConnection')} data-testid="imports-offline" />
          )}
          <Segmented<ImportKind>
            aria-label={t('kindLabel')}
            value={kind}
            onChange={(value) => void navigate(`/admin/imports/${value}`)}
            options={importKinds.map((value) => ({ value, label: t(`kinds.${value}`) }))}
          />
          {/* A kind of its own starts with nothing chosen. */}
          <ImportPanel key={kind} kind={kind} online={online} />
        </Space>
      </Card>
    </section>
  );
}
