import { TeacherLessonsScreen } from '../../templates/lessons/LessonsScreen';

/**
 * /app/subjecttemplates: the teacher's own lesson templates (001 section 2), where the planner's "Go to my new
 * Template" lands with the new template open (?dialog=edit&id=…). The same screen as /app/lessons, under the
 * original's address.
 */
export default function SubjectTemplatesPage() {
  return <TeacherLessonsScreen />;
}
