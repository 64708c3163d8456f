import { Button, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

interface SessionWarningDialogProps {
  open: boolean;
  busy: boolean;
  onUseHere(): void;
  onClose(): void;
}

export default function SessionWarningDialog({ open, busy, onUseHere, onClose }: SessionWarningDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      width={505}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      title={t('session.title')}
      wrapProps={{ 'data-testid': 'session-warning' }}
      footer={[
        <Button key="close" onClick={onClose}>
          {t('session.close')}
        </Button>,
        <Button key="use-here" type="primary" loading={busy} onClick={onUseHere}>
          {t('session.useHere')}
        </Button>,
      ]}
    >
      <Typography.Paragraph>{t('session.message')}</Typography.Paragraph>
    </Modal>
  );
}
