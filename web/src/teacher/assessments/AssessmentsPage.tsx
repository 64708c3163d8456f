import { TeacherAssessmentsScreen } from '../../templates/assessments/AssessmentsScreen';

/** /app/assessments: the teacher's own assessments (001 Assessments screen). */
export default function AssessmentsPage() {
  return <TeacherAssessmentsScreen />;
}
