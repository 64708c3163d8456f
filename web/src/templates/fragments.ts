/**
 * The selections of the template records, shared by the lesson and assessment screens, the planner and the printer
 * pages. Every query and mutation of a record selects the same fragment, so the cache (keyed by `__typename` and
 * `id`) always holds every field an optimistic answer writes (`teacherLessonRecord`, `sharedAssessmentRecord`, …).
 *
 * The shared templates (`SubjectTemplate`, `AssessmentTemplate`) and the teachers' own
 * (`TeacherSubjectTemplate`, `TeacherAssessmentTemplate`) are separate types without a common interface in the
 * schema, so each pair repeats its top-level fields; what they hold (headings, lesson steps, questions) is one
 * type and one fragment.
 */
import { graphql } from '../gql';

export const HeadingFieldsFragmentDoc = graphql(`
  fragment HeadingFields on Heading {
    label
    value
  }
`);

export const LessonStepFieldsFragmentDoc = graphql(`
  fragment LessonStepFields on LessonStep {
    name
    fields {
      type
      label
      value
      hint
      placeholder
      items
      points
      difficulty
    }
  }
`);

export const AssessmentQuestionFieldsFragmentDoc = graphql(`
  fragment AssessmentQuestionFields on AssessmentQuestion {
    number
    title
    minutes
    marks
    sectionNumber
    sectionTitle
    richText
    fields {
      number
      question
      richText
      answer
      marks
      cognitiveLevel {
        label
        percentage
      }
      type
      items
    }
  }
`);

export const SharedLessonFieldsFragmentDoc = graphql(`
  fragment SharedLessonFields on SubjectTemplate {
    id
    name
    type
    headings {
      ...HeadingFields
    }
    fontFamily
    complexity
    totalPoints
    minutes
    template {
      ...LessonStepFields
    }
    schoolID
    subjectID
    createdAt
    updatedAt
    _version
    _deleted
    _lastChangedAt
  }
`);

export const TeacherLessonFieldsFragmentDoc = graphql(`
  fragment TeacherLessonFields on TeacherSubjectTemplate {
    id
    name
    type
    headings {
      ...HeadingFields
    }
    fontFamily
    complexity
    totalPoints
    minutes
    template {
      ...LessonStepFields
    }
    schoolID
    subjectID
    teacherprofileID
    owner
    createdAt
    updatedAt
    _version
    _deleted
    _lastChangedAt
  }
`);

export const SharedAssessmentFieldsFragmentDoc = graphql(`
  fragment SharedAssessmentFields on AssessmentTemplate {
    id
    title
    headings {
      ...HeadingFields
    }
    fontFamily
    complexity
    totalMarks
    totalMinutes
    questions {
      ...AssessmentQuestionFields
    }
    instructions
    taxonomy
    taxonomys
    subjectID
    schoolID
    createdAt
    updatedAt
    _version
    _deleted
    _lastChangedAt
  }
`);

export const TeacherAssessmentFieldsFragmentDoc = graphql(`
  fragment TeacherAssessmentFields on TeacherAssessmentTemplate {
    id
    title
    headings {
      ...HeadingFields
    }
    fontFamily
    complexity
    totalMarks
    totalMinutes
    questions {
      ...AssessmentQuestionFields
    }
    instructions
    taxonomy
    subjectID
    teacherprofileID
    owner
    createdAt
    updatedAt
    _version
    _deleted
    _lastChangedAt
  }
`);
