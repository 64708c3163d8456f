import { useTeacherTemplateStore, useTemplateStore } from '../useTemplateStore';
import { sharedAssessments, teacherAssessments } from './assessmentSources';

/** A teacher's own assessments (every write through the offline queue, with a full optimistic record). */
export const useTeacherAssessments = () => useTeacherTemplateStore(teacherAssessments);

/** The admins' shared assessment templates (written online only, except Duplicate). */
export const useSharedAssessments = () => useTemplateStore(sharedAssessments);
