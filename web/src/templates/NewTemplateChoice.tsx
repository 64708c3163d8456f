import { FileAddOutlined, FileTextOutlined } from '@ant-design/icons';
import { Button, Modal, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

interface NewTemplateChoiceProps {
  title: string;
  fromTemplateLabel: string;
  blankLabel: string;
  onTemplate(): void;
  onBlank(): void;
  onCancel(): void;
}

/** Creating starts with a choice: from a shared template or blank (001 Lessons and Assessments screens). */
export function NewTemplateChoice({
  title,
  fromTemplateLabel,
  blankLabel,
  onTemplate,
  onBlank,
  onCancel,
}: NewTemplateChoiceProps) {
  const { t } = useTranslation('templates');
  return (
    <Modal open title={title} onCancel={onCancel} footer={null} width={500}>
      <Typography.Paragraph>{t('create.question')}</Typography.Paragraph>
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Button block size="large" icon={<FileTextOutlined />} onClick={onTemplate}>
          {fromTemplateLabel}
        </Button>
        <Button block size="large" icon={<FileAddOutlined />} onClick={onBlank}>
          {blankLabel}
        </Button>
      </Space>
    </Modal>
  );
}
