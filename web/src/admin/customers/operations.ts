import { graphql } from '../../gql';
import type { CustomersQuery } from '../../gql/graphql';

export const CustomersDocument = graphql(`
  query Customers($search: String, $sort: CustomerSort, $descending: Boolean, $page: Int, $pageSize: Int) {
    customers(search: $search, sort: $sort, descending: $descending, page: $page, pageSize: $pageSize) {
      items {
        teacherProfileId
        owner
        username
        registrationDate
        email
        title
        name
        surname
        phone
        groups
        province
        language
        schoolId
        schoolName
      }
      totalCount
    }
  }
`);

/** The schools the Create Teacher dialog offers for a province (the generic ones too), as the profile screen does. */
export const CustomerSchoolsDocument = graphql(`
  query CustomerSchools($province: String!) {
    schoolsOfProvince(province: $province) {
      id
      name
      isGeneric
    }
  }
`);

export const CreateTeacherDocument = graphql(`
  mutation CreateTeacher($input: CreateTeacherInput!) {
    createTeacher(input: $input) {
      id
    }
  }
`);

export const CreateReportingDataDocument = graphql(`
  mutation CreateReportingData {
    createReportingData
  }
`);

/** One row of the Customers table. */
export type CustomerRow = CustomersQuery['customers']['items'][number];
