import { useQuery } from '@apollo/client';
import { useMemo } from 'react';
import { compareGrades } from '../../../server/domain/reference-rules.ts';
import type { TemplateReferenceQuery } from '../gql/graphql';
import { TemplateReferenceDocument } from './referenceOperations';

export type SubjectOption = TemplateReferenceQuery['listSubjects']['items'][number];
export type SchoolOption = TemplateReferenceQuery['listSchools']['items'][number];
export type TaxonomyOption = TemplateReferenceQuery['listTaxonomies']['items'][number];

export interface TemplateReference {
  loading: boolean;
  subjects: SubjectOption[];
  schools: SchoolOption[];
  taxonomies: TaxonomyOption[];
  subjectById: Map<string, SubjectOption>;
  schoolById: Map<string, SchoolOption>;
}

/** 'Grade 4 - Mathematics' (the grade word from the caller's language). */
export function subjectLabel(subject: SubjectOption | undefined, gradeWord: string): string {
  if (!subject) return '';
  return subject.grade ? `${gradeWord} ${subject.grade} - ${subject.subject}` : subject.subject;
}

/** Subjects (grade order: R first), the schools the viewer may see, and the taxonomies. */
export function useTemplateReference(): TemplateReference {
  const { data, loading } = useQuery(TemplateReferenceDocument);
  return useMemo(() => {
    const subjects = [...(data?.listSubjects.items ?? [])].sort(
      (a, b) => compareGrades(a.grade, b.grade) || a.subject.localeCompare(b.subject),
    );
    const schools = data?.listSchools.items ?? [];
    return {
      loading: loading && !data,
      subjects,
      schools,
      taxonomies: data?.listTaxonomies.items ?? [],
      subjectById: new Map(subjects.map((subject) => [subject.id, subject])),
      schoolById: new Map(schools.map((school) => [school.id, school])),
    };
  }, [data, loading]);
}
