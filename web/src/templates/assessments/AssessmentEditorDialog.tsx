import { Form, Segmented, Tabs, Typography, type FormInstance } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AssessmentQuestion, CognitiveLevel } from '../../../../server/domain/template-rules.ts';
import { checkAssessmentTemplate, totalMarksOf } from '../../../../server/domain/template-rules.ts';
import { useAuth } from '../../core/auth/authContext';
import { AssessmentPaper } from '../../print/AssessmentPaper';
import { useHeadingLabel } from '../../print/usePaperWords';
import { marksText } from '../../print/paperWords';
import type { FieldName } from '../formErrors';
import { TemplateEditorModal } from '../TemplateEditorModal';
import { editorUploadFolder } from '../../ui/richtext';
import { HeadingsPanel } from '../HeadingsPanel';
import { useDeferredDraft } from '../useDeferredDraft';
import type { TemplateReference } from '../referenceData';
import type { AssessmentDraft, AssessmentRecord, QuestionDraft } from './assessmentStore';
import { assessmentInput, draftOfAssessment } from './assessmentStore';
import { AssessmentDetailsPanel } from './AssessmentDetailsPanel';
import { CognitiveLevelGrid, CognitiveLevelWarning } from './CognitiveLevels';
import { MemorandumEditor } from './MemorandumEditor';
import { QuestionsEditor } from './QuestionsEditor';
import '../templates.css';
import './assessments.css';

interface AssessmentEditorDialogProps {
  record: AssessmentRecord | null;
  /** What a new assessment starts from: the unsaved copy of a shared template (none: blank). */
  startFrom?: AssessmentRecord | null;
  shared: boolean;
  reference: TemplateReference;
  onSave(draft: AssessmentDraft): Promise<unknown>;
  onClose(): void;
}

type Tab = 'questions' | 'memo';

/** The tab that holds a field: the memorandum's answers are on Memorandum, everything else on Questions. */
const tabOfField = (name: FieldName): Tab =>
  name[0] === 'questions' && name[2] === 'fields' && name[4] === 'answer' ? 'memo' : 'questions';

/** A question's marks follow its fields' marks when it has fields (total marks are the questions' sum). */
function withQuestionMarks(questions: QuestionDraft[]): QuestionDraft[] | null {
  let changed = false;
  const next = questions.map((question) => {
    const fields = question?.fields ?? [];
    if (fields.length === 0 || !fields.some((field) => typeof field?.marks === 'number')) return question;
    const sum =
      Math.round(
        fields.reduce((total, field) => total + (typeof field?.marks === 'number' ? field.marks : 0), 0) * 100,
      ) / 100;
    if (sum === question.marks) return question;
    changed = true;
    return { ...question, marks: sum };
  });
  return changed ? next : null;
}

// What each live part of the editor reads of the form (antd's useWatch re-renders a part only when what it reads
// changes). The editor itself reads none of the text (useDeferredDraft).
const taxonomyOf = (all: Partial<AssessmentDraft>) => all.taxonomy;

/** The marks and cognitive levels of the questions, what the total, the level grid and its warning read. */
const marksOf = (all: Partial<AssessmentDraft>): AssessmentQuestion[] =>
  (all.questions ?? []).map((question) => ({
    marks: question?.marks,
    fields: (question?.fields ?? []).map((field) => ({ marks: field?.marks, cognitiveLevel: field?.cognitiveLevel })),
  }));

/** The questions' outline without the answers, what the Memorandum tab shows around its answer boxes. */
const outlineOf = (all: Partial<AssessmentDraft>): QuestionDraft[] =>
  (all.questions ?? []).map((question) => ({
    isSection: question?.isSection,
    sectionNumber: question?.sectionNumber,
    sectionTitle: question?.sectionTitle,
    number: question?.number,
    title: question?.title,
    marks: question?.marks,
    fields: (question?.fields ?? []).map((field) => ({
      number: field?.number,
      question: field?.question,
      marks: field?.marks,
    })),
  }));

interface LivePartProps {
  form: FormInstance<AssessmentDraft>;
  levels: readonly CognitiveLevel[] | null;
}

function LiveLevelWarning({ form, levels }: LivePartProps) {
  const questions = Form.useWatch(marksOf, { form, preserve: true });
  return <CognitiveLevelWarning questions={questions} levels={levels} />;
}

function LiveMarks({ form, levels }: LivePartProps) {
  const { t } = useTranslation('templates');
  const questions = Form.useWatch(marksOf, { form, preserve: true });
  return (
    <>
      <CognitiveLevelGrid questions={questions} levels={levels} />
      <div className="assessment-total" aria-live="polite">
        {t('assessments.totalMarks')}: <strong>{marksText(totalMarksOf(questions))}</strong>
      </div>
    </>
  );
}

function LiveMemorandum({ form, uploadFolder }: { form: FormInstance<AssessmentDraft>; uploadFolder?: string }) {
  const questions = Form.useWatch(outlineOf, { form, preserve: true });
  return <MemorandumEditor questions={questions} uploadFolder={uploadFolder} />;
}

/** The print preview of everything in the form, a step behind the typing (useDeferredDraft). */
function LivePaper({
  form,
  initialValues,
  reference,
  mode,
}: {
  form: FormInstance<AssessmentDraft>;
  initialValues: AssessmentDraft;
  reference: TemplateReference;
  mode: 'paper' | 'memo';
}) {
  const values = useDeferredDraft(form, initialValues);
  const subject = reference.subjectById.get(values.subjectID ?? '');
  return useMemo(
    () => <AssessmentPaper assessment={values} grade={subject?.grade} subject={subject?.subject} mode={mode} />,
    [values, subject, mode],
  );
}

/**
 * The assessment editor (001, 002): tabs Questions and Memorandum, the warning bar, headings, details, the
 * cognitive-level grid, the draggable questions, and the live print preview of the paper or the memorandum.
 */
export function AssessmentEditorDialog(props: AssessmentEditorDialogProps) {
  const { record, startFrom, shared, reference, onSave, onClose } = props;
  const { t } = useTranslation('templates');
  const { user } = useAuth();
  const [form] = Form.useForm<AssessmentDraft>();
  const labelWord = useHeadingLabel();
  const initialValues = useMemo(
    () => draftOfAssessment(record ?? startFrom ?? null, labelWord),
    [record, startFrom, labelWord],
  );
  const taxonomyName = Form.useWatch(taxonomyOf, { form, preserve: true });
  const [tab, setTab] = useState<Tab>('questions');
  const taxonomy = reference.taxonomies.find((candidate) => candidate.name === taxonomyName);
  const levels = taxonomy?.cognitiveLevels ?? null;
  const uploadFolder = user ? editorUploadFolder(user.id, record?.id) : undefined;

  const onValuesChange = (changed: Partial<AssessmentDraft>) => {
    if (!changed.questions) return;
    const next = withQuestionMarks(form.getFieldValue('questions') as QuestionDraft[]);
    if (next) form.setFieldValue('questions', next);
  };

  return (
    <TemplateEditorModal
      title={record ? t('assessments.editTitle') : t('assessments.newTitle')}
      form={form}
      initialValues={initialValues}
      shared={shared}
      check={(full) =>
        checkAssessmentTemplate(assessmentInput(full, shared), { create: record === null, shared }).errors
      }
      onSave={onSave}
      onClose={onClose}
      onValuesChange={onValuesChange}
      revealField={(name) => setTab(tabOfField(name))}
      banner={<LiveLevelWarning form={form} levels={levels} />}
      preview={
        <>
          <div className="template-panel-title">
            <Typography.Title level={5}>{t('preview.title')}</Typography.Title>
            <Segmented<Tab>
              size="small"
              value={tab}
              onChange={setTab}
              options={[
                { value: 'questions', label: t('tabs.questions') },
                { value: 'memo', label: t('tabs.memorandum') },
              ]}
            />
          </div>
          <div className="template-preview-page">
            <LivePaper
              form={form}
              initialValues={initialValues}
              reference={reference}
              mode={tab === 'memo' ? 'memo' : 'paper'}
            />
          </div>
        </>
      }
    >
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as Tab)}
        items={[
          {
            key: 'questions',
            label: t('tabs.questions'),
            forceRender: true,
            children: (
              <>
                <HeadingsPanel />
                <AssessmentDetailsPanel reference={reference} shared={shared} />
                <LiveMarks form={form} levels={levels} />
                <QuestionsEditor levels={levels ?? []} uploadFolder={uploadFolder} />
              </>
            ),
          },
          {
            key: 'memo',
            label: t('tabs.memorandum'),
            forceRender: true,
            children: <LiveMemorandum form={form} uploadFolder={uploadFolder} />,
          },
        ]}
      />
    </TemplateEditorModal>
  );
}
