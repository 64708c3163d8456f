import { Form, Typography, type FormInstance } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkLessonTemplate } from '../../../../server/domain/template-rules.ts';
import { LessonPaper } from '../../print/LessonPaper';
import { useHeadingLabel } from '../../print/usePaperWords';
import { TemplateEditorModal } from '../TemplateEditorModal';
import { HeadingsPanel } from '../HeadingsPanel';
import { useDeferredDraft } from '../useDeferredDraft';
import { LessonDetailsPanel } from './LessonDetailsPanel';
import { LessonPlanner } from './LessonPlanner';
import { isStructureField } from './structure';
import type { LessonDraft, LessonRecord } from './lessonStore';
import { draftOfLesson, lessonInput } from './lessonStore';
import type { TemplateReference } from '../referenceData';
import { subjectLabel } from '../referenceData';
import '../templates.css';

interface LessonEditorDialogProps {
  record: LessonRecord | null;
  /** What a new lesson starts from: the unsaved copy of a shared template (none: blank). */
  startFrom?: LessonRecord | null;
  /** Shared templates (admins) need a school and a complexity, and cannot be saved offline. */
  shared: boolean;
  reference: TemplateReference;
  onSave(draft: LessonDraft): Promise<unknown>;
  onClose(): void;
}

/**
 * The full-screen lesson editor: Headings, Lesson Details and the Planner on the left, the print preview right. A
 * teacher's lesson opens ready to fill in; its structure is designed after "Edit structure" (from the start for a
 * blank one, always for the admins' shared templates), and Save turns it on when a structure field needs correcting.
 */
export function LessonEditorDialog(props: LessonEditorDialogProps) {
  const { record, startFrom, shared, reference, onSave, onClose } = props;
  const { t } = useTranslation('templates');
  const [form] = Form.useForm<LessonDraft>();
  const labelWord = useHeadingLabel();
  const initialValues = useMemo(
    () => draftOfLesson(record ?? startFrom ?? null, labelWord),
    [record, startFrom, labelWord],
  );
  const [designing, setDesigning] = useState(!record && !startFrom);
  const structure = shared || designing;

  return (
    <TemplateEditorModal
      title={record ? t('lessons.editTitle') : t('lessons.newTitle')}
      form={form}
      initialValues={initialValues}
      shared={shared}
      check={(full) => checkLessonTemplate(lessonInput(full), { create: record === null, shared }).errors}
      onSave={onSave}
      onClose={onClose}
      mountFields={(names) => names.some(isStructureField) && setDesigning(true)}
      preview={<LessonPreview form={form} initialValues={initialValues} reference={reference} />}
    >
      <HeadingsPanel />
      <LessonDetailsPanel reference={reference} shared={shared} />
      <LessonPlanner structure={structure} onStructureChange={shared ? undefined : setDesigning} />
    </TemplateEditorModal>
  );
}

/** The print preview of everything in the form, a step behind the typing (useDeferredDraft). */
function LessonPreview({
  form,
  initialValues,
  reference,
}: {
  form: FormInstance<LessonDraft>;
  initialValues: LessonDraft;
  reference: TemplateReference;
}) {
  const { t } = useTranslation('templates');
  const values = useDeferredDraft(form, initialValues);
  const subject = reference.subjectById.get(values.subjectID ?? '');
  return useMemo(
    () => (
      <>
        <Typography.Title level={5}>{t('preview.title')}</Typography.Title>
        <div className="template-preview-page">
          <LessonPaper lesson={values} grade={subject?.grade} subject={subject ? subject.subject : null} />
        </div>
        <Typography.Text type="secondary" className="template-preview-note">
          {subject ? subjectLabel(subject, t('fields.grade')) : ''}
        </Typography.Text>
      </>
    ),
    [values, subject, t],
  );
}
