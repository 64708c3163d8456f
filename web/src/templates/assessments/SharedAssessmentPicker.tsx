import { useTranslation } from 'react-i18next';
import type { TemplateReference } from '../referenceData';
import { TemplatePicker } from '../TemplatePicker';
import type { SharedAssessmentRecord } from './assessmentStore';
import { assessmentColumns, rowTexts, useAssessmentRows, type AssessmentRow } from './AssessmentsTable';
import { useSharedAssessments } from './assessmentStore';

interface Props {
  reference: TemplateReference;
  onCreate(template: SharedAssessmentRecord): void;
  onCancel(): void;
}

/** The shared assessment templates for this teacher's subjects and schools (the server filters them). */
export function SharedAssessmentPicker({ reference, onCreate, onCancel }: Props) {
  const { t } = useTranslation('templates');
  const { items, loading } = useSharedAssessments();
  const rows = useAssessmentRows(items, reference);
  return (
    <TemplatePicker<AssessmentRow<SharedAssessmentRecord>>
      title={t('assessments.pickTemplate')}
      rows={rows}
      columns={assessmentColumns(t as (key: string) => string, true)}
      searchTexts={rowTexts}
      loading={loading}
      emptyText={t('assessments.empty')}
      note={t('assessments.pickerNote')}
      onCreate={(row) => onCreate(row.record)}
      onCancel={onCancel}
    />
  );
}
