import { graphql } from '../../gql';

// The teacher's schedule days and classes, and the reference data the profile form reads (001 section 2).
// A class names its subject by id only: the subjects are read once (PlanningSubjects, cached for offline use) and
// joined in the app, so a class made or changed offline needs nothing but its own fields.

export const ScheduleFieldsFragment = graphql(`
  fragment ScheduleFields on TeacherSchedule {
    id
    day
    startTime
    endTime
    periods
    periodDuration
    breakDurations
    teacherprofileID
    owner
    createdAt
    updatedAt
    _version
    _deleted
    _lastChangedAt
  }
`);

export const SubjectFieldsFragment = graphql(`
  fragment SubjectFields on Subject {
    id
    grade
    subject
    createdAt
    updatedAt
    _version
    _deleted
    _lastChangedAt
  }
`);

export const ClassFieldsFragment = graphql(`
  fragment ClassFields on TeacherClassSubject {
    id
    name
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

export const SchoolFieldsFragment = graphql(`
  fragment SchoolFields on School {
    id
    name
    provinces
    isGeneric
    schoolImgKey
    createdAt
    updatedAt
    _version
    _deleted
    _lastChangedAt
  }
`);

export const SchoolsOfProvinceDocument = graphql(`
  query SchoolsOfProvince($province: String!) {
    schoolsOfProvince(province: $province) {
      ...SchoolFields
    }
  }
`);

/** Every subject of grades R to 12 (a few hundred): the class dialog and the planner choose from them. */
export const PlanningSubjectsDocument = graphql(`
  query PlanningSubjects {
    listSubjects(limit: 1000) {
      items {
        ...SubjectFields
      }
      nextToken
    }
  }
`);

export const TeacherSchedulesDocument = graphql(`
  query TeacherSchedules($teacherprofileID: ID!) {
    listTeacherSchedules(filter: { teacherprofileID: { eq: $teacherprofileID } }, limit: 100) {
      items {
        ...ScheduleFields
      }
      nextToken
    }
  }
`);

export const CreateTeacherScheduleDocument = graphql(`
  mutation CreateTeacherSchedule($input: CreateTeacherScheduleInput!) {
    createTeacherSchedule(input: $input) {
      ...ScheduleFields
    }
  }
`);

export const UpdateTeacherScheduleDocument = graphql(`
  mutation UpdateTeacherSchedule($input: UpdateTeacherScheduleInput!) {
    updateTeacherSchedule(input: $input) {
      ...ScheduleFields
    }
  }
`);

export const DeleteTeacherScheduleDocument = graphql(`
  mutation DeleteTeacherSchedule($input: DeleteTeacherScheduleInput!) {
    deleteTeacherSchedule(input: $input) {
      ...ScheduleFields
    }
  }
`);

export const TeacherClassesDocument = graphql(`
  query TeacherClasses($teacherprofileID: ID!) {
    listTeacherClassSubjects(filter: { teacherprofileID: { eq: $teacherprofileID } }, limit: 1000) {
      items {
        ...ClassFields
      }
      nextToken
    }
  }
`);

export const CreateTeacherClassDocument = graphql(`
  mutation CreateTeacherClass($input: CreateTeacherClassSubjectInput!) {
    createTeacherClassSubject(input: $input) {
      ...ClassFields
    }
  }
`);

export const UpdateTeacherClassDocument = graphql(`
  mutation UpdateTeacherClass($input: UpdateTeacherClassSubjectInput!) {
    updateTeacherClassSubject(input: $input) {
      ...ClassFields
    }
  }
`);

export const DeleteTeacherClassDocument = graphql(`
  mutation DeleteTeacherClass($input: DeleteTeacherClassSubjectInput!) {
    deleteTeacherClassSubject(input: $input) {
      ...ClassFields
    }
  }
`);
