import { useQuery } from '@apollo/client';
import { useMemo } from 'react';
import { CalendarLessonsDocument } from './operations';

/** The teacher's own lessons and assessments, for linking a Lesson or Assessment activity to its printer page. */
export function useLinkableTemplates(teacherprofileID: string, needed: boolean) {
  const query = useQuery(CalendarLessonsDocument, { variables: { teacherprofileID }, skip: !needed });
  return useMemo(
    () => ({
      lessons: (query.data?.listTeacherSubjectTemplates.items ?? []).map((lesson) => ({
        value: lesson.id,
        label: lesson.name ?? '',
      })),
      assessments: (query.data?.listTeacherAssessmentTemplates.items ?? []).map((assessment) => ({
        value: assessment.id,
        label: assessment.title ?? '',
      })),
    }),
    [query.data],
  );
}
