import { graphql } from '../../gql';

// Each record is selected with the shared HolidayFields fragment (teacher/calendar/operations.ts; fragment names are
// global to codegen), so this screen and the teacher's calendar read and cache the same fields.

export const AdminHolidaysDocument = graphql(`
  query AdminHolidays($filter: ModelHolidayFilterInput, $sort: [ModelSortInput!], $limit: Int, $nextToken: String) {
    listHolidays(filter: $filter, sort: $sort, limit: $limit, nextToken: $nextToken) {
      items {
        ...HolidayFields
      }
      nextToken
    }
  }
`);

export const CreateHolidayDocument = graphql(`
  mutation CreateHoliday($input: CreateHolidayInput!) {
    createHoliday(input: $input) {
      ...HolidayFields
    }
  }
`);

export const UpdateHolidayDocument = graphql(`
  mutation UpdateHoliday($input: UpdateHolidayInput!) {
    updateHoliday(input: $input) {
      ...HolidayFields
    }
  }
`);

export const DeleteHolidayDocument = graphql(`
  mutation DeleteHoliday($input: DeleteHolidayInput!) {
    deleteHoliday(input: $input) {
      ...HolidayFields
    }
  }
`);
