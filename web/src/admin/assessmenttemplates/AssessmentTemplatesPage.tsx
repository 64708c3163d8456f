import { SharedAssessmentsScreen } from '../../templates/assessments/AssessmentsScreen';

/** /admin/assessmenttemplates: the shared assessment templates (002 Assessment Templates screen). */
export default function AssessmentTemplatesPage() {
  return <SharedAssessmentsScreen />;
}
