import { CheckCircleOutlined, PrinterOutlined } from '@ant-design/icons';
import { Button, Modal, Result, Space } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { InfoDialog } from '../../ui/InfoDialog';
import { LinkButton } from '../../ui/LinkButton';
import { LessonPreview } from './LessonPreview';
import type { Answers, SharedLessonTemplate } from './plannerModel';
import './planner.css';

interface PlannerDialogsProps {
  dialog: 'preview' | 'saved' | null;
  name: string;
  subjectLabel: string;
  template: SharedLessonTemplate;
  answers: Answers;
  savedId: string | null;
  /** Saved on the device only: the server does not have it yet (offline, or the server had a problem). */
  savedOnDevice: boolean;
  onClose(): void;
  onPlanAnother(): void;
}

/** The preview (with print) and the success dialog that leads to the teacher's templates. */
export function PlannerDialogs({
  dialog,
  name,
  subjectLabel,
  template,
  answers,
  savedId,
  savedOnDevice,
  onClose,
  onPlanAnother,
}: PlannerDialogsProps) {
  const { t } = useTranslation('planning');

  // Printing the preview prints only the preview (planner.css).
  useEffect(() => {
    if (dialog !== 'preview') return;
    document.body.classList.add('printing-planner-preview');
    return () => document.body.classList.remove('printing-planner-preview');
  }, [dialog]);

  return (
    <>
      <InfoDialog
        open={dialog === 'preview'}
        title={t('planner.previewTitle')}
        width={800}
        onClose={onClose}
        actions={
          <Button type="primary" icon={<PrinterOutlined />} onClick={() => window.print()}>
            {t('planner.print')}
          </Button>
        }
      >
        <LessonPreview name={name} subjectLabel={subjectLabel} template={template} answers={answers} />
      </InfoDialog>
      <Modal open={dialog === 'saved'} footer={null} onCancel={onPlanAnother} width={500}>
        <Result
          icon={<CheckCircleOutlined />}
          status="success"
          title={t('planner.savedTitle')}
          subTitle={savedOnDevice ? t('planner.savedOnDeviceText') : t('planner.savedText')}
          extra={
            <Space wrap style={{ justifyContent: 'center' }}>
              <LinkButton
                type="primary"
                to={savedId ? `/app/subjecttemplates?dialog=edit&id=${savedId}` : '/app/subjecttemplates'}
              >
                {t('planner.goToTemplate')}
              </LinkButton>
              {savedId && (
                <Button icon={<PrinterOutlined />} href={`/app/print/lesson/${savedId}`} target="_blank" rel="noopener">
                  {t('planner.print')}
                </Button>
              )}
              <Button onClick={onPlanAnother}>{t('planner.planAnother')}</Button>
            </Space>
          }
        />
      </Modal>
    </>
  );
}
