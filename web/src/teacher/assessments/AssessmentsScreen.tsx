import { useTranslation } from 'react-i18next';
import { TemplateListFrame } from '../../templates/TemplateListFrame';
import { useTemplateListScreen } from '../../templates/useTemplateListScreen';
import { useTemplateReference } from '../../templates/referenceData';
import { AssessmentEditorDialog } from './AssessmentEditorDialog';
import { AssessmentsTable } from './AssessmentsTable';
import { SharedAssessmentPicker } from './SharedAssessmentPicker';
import { useAssessments, type AssessmentSource } from './useAssessments';
import '../../templates/templates.css';

/**
 * Assessments: a teacher's own (/app/assessments, also offline) or the shared assessment templates
 * (/admin/assessmenttemplates; edit and delete online only, duplicate also offline).
 */
export function AssessmentsScreen({ source }: { source: AssessmentSource }) {
  const { t } = useTranslation('templates');
  const teacher = source === 'teacher';
  const store = useAssessments(source);
  const reference = useTemplateReference();
  const screen = useTemplateListScreen(store, { teacher, printPath: '/app/print/assessment' });
  const { params } = screen;

  return (
    <TemplateListFrame
      screen={screen}
      reference={reference}
      testId={teacher ? 'assessments-page' : 'assessment-templates-page'}
      title={teacher ? t('assessments.title') : t('assessments.sharedTitle')}
      newTexts={{ new: t('assessments.new'), fromTemplate: t('assessments.fromTemplate'), blank: t('assessments.blank') }}
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
