import { TeacherLessonsScreen } from '../../templates/lessons/LessonsScreen';

/** /app/lessons: the teacher's own lessons (001 Lessons screen). */
export default function LessonsPage() {
  return <TeacherLessonsScreen />;
}
