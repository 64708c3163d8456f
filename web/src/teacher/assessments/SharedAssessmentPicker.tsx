import { useQuery } from '@apollo/client';
import { useTranslation } from 'react-i18next';
import { SharedAssessmentsDocument } from '../../admin/assessmenttemplates/operations';
import type { TemplateReference } from '../../templates/referenceData';
import { TemplatePicker } from '../../templates/TemplatePicker';
import type { AssessmentRecord } from './assessmentRecords';
import { assessmentColumns, rowTexts, useAssessmentRows, type AssessmentRow } from './AssessmentsTable';

interface Props {
  reference: TemplateReference;
  creating: boolean;
  onCreate(template: AssessmentRecord): void;
  onCancel(): void;
}

/** The shared assessment templates for this teacher's subjects and schools (the server filters them). */
export function SharedAssessmentPicker({ reference, creating, onCreate, onCancel }: Props) {
  const { t } = useTranslation('templates');
  const { data, loading } = useQuery(SharedAssessmentsDocument);
  const rows = useAssessmentRows((data?.listAssessmentTemplates.items ?? []).filter((item) => !item._deleted), reference);
  return (
    <TemplatePicker<AssessmentRow>
      title={t('assessments.pickTemplate')}
      rows={rows}
      columns={assessmentColumns(t as (key: string) => string, true)}
      searchTexts={rowTexts}
      loading={loading && !data}
      emptyText={t('assessments.empty')}
      note={t('assessments.pickerNote')}
      creating={creating}
      onCreate={(row) => onCreate(row.record)}
      onCancel={onCancel}
    />
  );
}
