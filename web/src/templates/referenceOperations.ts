import { graphql } from '../gql';

/** Subjects, schools and taxonomies the template screens pick from (lists are short: one query each). */
export const TemplateReferenceDocument = graphql(`
  query TemplateReference {
    listSubjects(limit: 1000) {
      items {
        id
        grade
        subject
        _version
      }
    }
    listSchools(limit: 1000, sort: [{ field: "name", direction: ASC }]) {
      items {
        id
        name
        isGeneric
        schoolImgKey
        _version
      }
    }
    listTaxonomies(limit: 1000, sort: [{ field: "name", direction: ASC }]) {
      items {
        id
        name
        cognitiveLevels {
          label
          percentage
        }
        _version
      }
    }
  }
`);
