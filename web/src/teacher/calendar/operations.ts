import { graphql } from '../../gql';

// The calendar's data (001 sections 2, 4, 7): the teacher's activities, terms with biweeks, public holidays, and
// the private iCal feed URL. Lists are loaded a year at a time, so the year on screen is kept for offline use.

export const ActivityFieldsFragment = graphql(`
  fragment ActivityFields on TeacherActivity {
    id
    label
    type
    startDateTime
    endDateTime
    color
    teacherprofileID
    teachersubjecttemplateID
    teacherassessmenttemplateID
    repeatID
    owner
    createdAt
    updatedAt
    _version
    _deleted
    _lastChangedAt
  }
`);

export const TermFieldsFragment = graphql(`
  fragment TermFields on Term {
    id
    label
    start
    end
    provinces
    biweeks {
      label
      start
      end
      color
    }
    createdAt
    updatedAt
    _version
    _deleted
    _lastChangedAt
  }
`);

export const HolidayFieldsFragment = graphql(`
  fragment HolidayFields on Holiday {
    id
    label
    date
    createdAt
    updatedAt
    _version
    _deleted
    _lastChangedAt
  }
`);

export const CalendarActivitiesDocument = graphql(`
  query CalendarActivities($teacherprofileID: ID!, $from: String!, $to: String!, $nextToken: String) {
    listTeacherActivities(
      filter: { teacherprofileID: { eq: $teacherprofileID }, startDateTime: { between: [$from, $to] } }
      limit: 1000
      nextToken: $nextToken
    ) {
      items {
        ...ActivityFields
      }
      nextToken
    }
  }
`);

export const CalendarTermsDocument = graphql(`
  query CalendarTerms($from: String!, $to: String!) {
    listTerms(filter: { start: { between: [$from, $to] } }, limit: 100, sort: [{ field: "start", direction: ASC }]) {
      items {
        ...TermFields
      }
      nextToken
    }
  }
`);

export const CalendarHolidaysDocument = graphql(`
  query CalendarHolidays($from: String!, $to: String!) {
    listHolidays(filter: { date: { between: [$from, $to] } }, limit: 100, sort: [{ field: "date", direction: ASC }]) {
      items {
        ...HolidayFields
      }
      nextToken
    }
  }
`);

export const CalendarLessonsDocument = graphql(`
  query CalendarLessons($teacherprofileID: ID!) {
    listTeacherSubjectTemplates(
      filter: { teacherprofileID: { eq: $teacherprofileID } }
      limit: 1000
      sort: [{ field: "name", direction: ASC }]
    ) {
      items {
        id
        name
      }
      nextToken
    }
    listTeacherAssessmentTemplates(
      filter: { teacherprofileID: { eq: $teacherprofileID } }
      limit: 1000
      sort: [{ field: "title", direction: ASC }]
    ) {
      items {
        id
        title
      }
      nextToken
    }
  }
`);

export const CreateTeacherActivityDocument = graphql(`
  mutation CreateTeacherActivity($input: CreateTeacherActivityInput!) {
    createTeacherActivity(input: $input) {
      ...ActivityFields
    }
  }
`);

export const UpdateTeacherActivityDocument = graphql(`
  mutation UpdateTeacherActivity($input: UpdateTeacherActivityInput!) {
    updateTeacherActivity(input: $input) {
      ...ActivityFields
    }
  }
`);

export const DeleteTeacherActivityDocument = graphql(`
  mutation DeleteTeacherActivity($input: DeleteTeacherActivityInput!) {
    deleteTeacherActivity(input: $input) {
      ...ActivityFields
    }
  }
`);

export const CreateRepeatingActivityDocument = graphql(`
  mutation CreateRepeatingActivity($input: CreateRepeatingActivityInput!) {
    createRepeatingActivity(input: $input) {
      ...ActivityFields
    }
  }
`);

export const UpdateActivitySeriesDocument = graphql(`
  mutation UpdateActivitySeries($repeatID: String!, $changes: ActivitySeriesChangesInput!) {
    updateActivitySeries(repeatID: $repeatID, changes: $changes) {
      ...ActivityFields
    }
  }
`);

export const DeleteActivitySeriesDocument = graphql(`
  mutation DeleteActivitySeries($repeatID: String!) {
    deleteActivitySeries(repeatID: $repeatID) {
      ...ActivityFields
    }
  }
`);

export const CalendarFeedUrlDocument = graphql(`
  mutation CalendarFeedUrl {
    calendarFeedUrl
  }
`);

export const ResetCalendarFeedUrlDocument = graphql(`
  mutation ResetCalendarFeedUrl {
    resetCalendarFeedUrl
  }
`);
