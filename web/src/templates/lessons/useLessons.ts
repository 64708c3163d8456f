import { useTeacherTemplateStore, useTemplateStore } from '../useTemplateStore';
import { sharedLessons, teacherLessons } from './lessonSources';

/** A teacher's own lessons (every write through the offline queue, with a full optimistic record). */
export const useTeacherLessons = () => useTeacherTemplateStore(teacherLessons);

/** The admins' shared lesson templates (written online only). */
export const useSharedLessons = () => useTemplateStore(sharedLessons);
