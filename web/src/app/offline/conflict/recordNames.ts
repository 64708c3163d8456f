import type { ApolloCache } from '@apollo/client';
import { subjectLabel } from '../../../templates/referenceData';
import type { NamedRecord, Translators } from './conflictFields';
import {
  ConflictAssessmentTitleFragment,
  ConflictLessonNameFragment,
  ConflictSchoolNameFragment,
  ConflictSubjectFragment,
} from './operations';

/**
 * The name the screens show for a record an id points to (a lesson's name, a subject's 'Grade 4 - Mathematics'),
 * read from the cache; null when the cache does not hold it (the dialog then shows a dash, never the id).
 */
export function recordName(
  cache: ApolloCache<unknown>,
  record: NamedRecord,
  id: unknown,
  t: Translators,
): string | null {
  if (typeof id !== 'string' || id === '') return null;
  const cacheId = cache.identify({ __typename: record, id });
  if (!cacheId) return null;
  try {
    switch (record) {
      case 'TeacherSubjectTemplate':
        return cache.readFragment({ id: cacheId, fragment: ConflictLessonNameFragment })?.name ?? null;
      case 'TeacherAssessmentTemplate':
        return cache.readFragment({ id: cacheId, fragment: ConflictAssessmentTitleFragment })?.title ?? null;
      case 'School':
        return cache.readFragment({ id: cacheId, fragment: ConflictSchoolNameFragment })?.name ?? null;
      case 'Subject': {
        const subject = cache.readFragment({ id: cacheId, fragment: ConflictSubjectFragment });
        return subject ? subjectLabel(subject, t.templates('fields.grade')) : null;
      }
    }
  } catch {
    // A record cached without the field asked for: no name to show.
    return null;
  }
}
