import { SharedLessonsScreen } from '../../templates/lessons/LessonsScreen';

/** /admin/lessontemplates: the shared lesson templates (002 Lessons screen). */
export default function LessonTemplatesPage() {
  return <SharedLessonsScreen />;
}
