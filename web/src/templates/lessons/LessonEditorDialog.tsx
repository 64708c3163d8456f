import { Form, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { checkLessonTemplate } from '../../../../server/domain/template-rules.ts';
import { LessonPaper } from '../../print/LessonPaper';
import { useHeadingLabel } from '../../print/usePaperWords';
import { TemplateEditorModal } from '../TemplateEditorModal';
import { HeadingsPanel } from '../HeadingsPanel';
import { LessonDetailsPanel } from './LessonDetailsPanel';
import { LessonPlanner } from './LessonPlanner';
import type { LessonDraft, LessonRecord } from './lessonStore';
import { draftOfLesson, lessonInput } from './lessonStore';
import type { TemplateReference } from '../referenceData';
import { subjectLabel } from '../referenceData';
import '../templates.css';

interface LessonEditorDialogProps {
  record: LessonRecord | null;
  /** Shared templates (admins) need a school and a complexity, and cannot be saved offline. */
  shared: boolean;
  reference: TemplateReference;
  onSave(draft: LessonDraft): Promise<unknown>;
  onClose(): void;
}

/** The full-screen lesson editor: Headings, Lesson Details and the Planner on the left, the print preview right. */
export function LessonEditorDialog({ record, shared, reference, onSave, onClose }: LessonEditorDialogProps) {
  const { t } = useTranslation('templates');
  const [form] = Form.useForm<LessonDraft>();
  const labelWord = useHeadingLabel();
  const initialValues = useMemo(() => draftOfLesson(record, labelWord), [record, labelWord]);
  const values = Form.useWatch((all: LessonDraft) => all, { form, preserve: true }) ?? initialValues;
  const subject = reference.subjectById.get(values.subjectID ?? '');

  return (
    <TemplateEditorModal
      title={record ? t('lessons.editTitle') : t('lessons.newTitle')}
      form={form}
      initialValues={initialValues}
      shared={shared}
      check={(full) => checkLessonTemplate(lessonInput(full), { create: record === null, shared }).errors}
      onSave={onSave}
      onClose={onClose}
      preview={
        <>
          <Typography.Title level={5}>{t('preview.title')}</Typography.Title>
          <div className="template-preview-page">
            <LessonPaper lesson={values} grade={subject?.grade} subject={subject ? subject.subject : null} />
          </div>
          <Typography.Text type="secondary" className="template-preview-note">
            {subject ? subjectLabel(subject, t('fields.grade')) : ''}
          </Typography.Text>
        </>
      }
    >
      <HeadingsPanel />
      <LessonDetailsPanel reference={reference} shared={shared} />
      <LessonPlanner />
    </TemplateEditorModal>
  );
}
