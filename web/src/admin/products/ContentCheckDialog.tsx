import { Alert, Button, List, Modal, Progress, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { messageOf } from '../../core/errors';
import type { ContentCheck } from './useContentCheck';

interface ContentCheckDialogProps {
  check: ContentCheck;
  open: boolean;
  onClose(): void;
  onShowProduct(id: string): void;
}

/** Check Content's progress, then 'All files exist' or the products missing files (002 §2). */
export function ContentCheckDialog({ check, open, onClose, onShowProduct }: ContentCheckDialogProps) {
  const { t } = useTranslation('adminCatalogue');
  const close = () => {
    if (check.running) check.stop();
    onClose();
  };
  return (
    <Modal
      open={open}
      width={500}
      title={t('check.title')}
      onCancel={close}
      footer={<Button onClick={close}>{check.running ? t('check.stop') : t('actions.close')}</Button>}
    >
      <div data-testid="content-check">
        {check.running ? (
          <Progress percent={check.percent} status="active" aria-label={t('check.progress')} />
        ) : check.error ? (
          <Alert type="error" showIcon title={messageOf(check.error)} />
        ) : check.result && check.result.length === 0 ? (
          <Result status="success" title={t('check.allExist')} />
        ) : check.result ? (
          <>
            <Alert type="warning" showIcon title={t('check.missing')} style={{ marginBottom: 12 }} />
            <List
              size="small"
              bordered
              dataSource={check.result}
              renderItem={(item) => (
                <List.Item
                  actions={[
                    <Button key="open" type="link" size="small" onClick={() => onShowProduct(item.productId)}>
                      {t('actions.edit')}
                    </Button>,
                  ]}
                >
                  <List.Item.Meta
                    title={item.title || item.productId}
                    description={t('check.missingCount', {
                      count: item.missingFiles.length,
                    })}
                  />
                </List.Item>
              )}
            />
          </>
        ) : null}
      </div>
    </Modal>
  );
}
