import { useTranslation } from 'react-i18next';
import { TemplateListFrame } from '../TemplateListFrame';
import { useListParams } from '../useListParams';
import { useTemplateListScreen, type TemplateListStore } from '../useTemplateListScreen';
import { useTemplateReference } from '../referenceData';
import { AssessmentEditorDialog } from './AssessmentEditorDialog';
import { AssessmentsTable } from './AssessmentsTable';
import { SharedAssessmentPicker } from './SharedAssessmentPicker';
import type { AssessmentDraft, AssessmentRecord } from './assessmentStore';
import { useSharedAssessments, useTeacherAssessments } from './assessmentStore';
import '../templates.css';

/** /app/assessments: a teacher's own assessments (001 Assessments screen), also offline. */
export function TeacherAssessmentsScreen() {
  return <AssessmentsScreen store={useTeacherAssessments(useListParams().copyFrom)} />;
}

/** /admin/assessmenttemplates: the shared assessment templates (002); edit and delete online only, duplicate also. */
export function SharedAssessmentsScreen() {
  return <AssessmentsScreen store={useSharedAssessments()} />;
}

/** Assessments, a teacher's own or the shared templates: search, duplicate, print (teachers), edit, delete, new. */
function AssessmentsScreen<R extends AssessmentRecord>({ store }: { store: TemplateListStore<R, AssessmentDraft> }) {
  const { t } = useTranslation('templates');
  const reference = useTemplateReference();
  const screen = useTemplateListScreen(store, { printPath: '/app/print/assessment' });
  const { params, teacher } = screen;

  return (
    <TemplateListFrame
      screen={screen}
      reference={reference}
      testId={teacher ? 'assessments-page' : 'assessment-templates-page'}
      title={teacher ? t('assessments.title') : t('assessments.sharedTitle')}
      newTexts={{
        new: t('assessments.new'),
        fromTemplate: t('assessments.fromTemplate'),
        blank: t('assessments.blank'),
      }}
      Picker={SharedAssessmentPicker}
      Editor={AssessmentEditorDialog}
    >
      <AssessmentsTable
        items={store.items}
        loading={store.loading}
        reference={reference}
        search={params.search}
        shared={!teacher}
        disabledReason={screen.offlineReason}
        actions={screen.actions}
      />
    </TemplateListFrame>
  );
}
