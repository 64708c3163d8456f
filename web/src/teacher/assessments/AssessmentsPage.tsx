import { AssessmentsScreen } from './AssessmentsScreen';

/** /app/assessments: the teacher's own assessments (001 Assessments screen). */
export default function AssessmentsPage() {
  return <AssessmentsScreen source="teacher" />;
}
