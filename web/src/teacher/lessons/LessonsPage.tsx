import { LessonsScreen } from './LessonsScreen';

/** /app/lessons: the teacher's own lessons (001 Lessons screen). */
export default function LessonsPage() {
  return <LessonsScreen source="teacher" />;
}
