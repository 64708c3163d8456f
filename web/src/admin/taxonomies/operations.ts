import { graphql } from '../../gql';

export const TaxonomyFieldsFragment = graphql(`
  fragment TaxonomyFields on Taxonomy {
    id
    name
    cognitiveLevels {
      label
      percentage
    }
    createdAt
    updatedAt
    _version
    _deleted
    _lastChangedAt
  }
`);

export const TaxonomiesDocument = graphql(`
  query Taxonomies {
    listTaxonomies(limit: 1000, sort: [{ field: "name", direction: ASC }]) {
      items {
        ...TaxonomyFields
      }
      nextToken
    }
  }
`);

export const CreateTaxonomyDocument = graphql(`
  mutation CreateTaxonomy($input: CreateTaxonomyInput!) {
    createTaxonomy(input: $input) {
      ...TaxonomyFields
    }
  }
`);

export const UpdateTaxonomyDocument = graphql(`
  mutation UpdateTaxonomy($input: UpdateTaxonomyInput!) {
    updateTaxonomy(input: $input) {
      ...TaxonomyFields
    }
  }
`);

export const DeleteTaxonomyDocument = graphql(`
  mutation DeleteTaxonomy($input: DeleteTaxonomyInput!) {
    deleteTaxonomy(input: $input) {
      ...TaxonomyFields
    }
  }
`);
