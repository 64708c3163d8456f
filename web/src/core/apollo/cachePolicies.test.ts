import { gql, InMemoryCache } from '@apollo/client/core';
import { describe, expect, it } from 'vitest';
import { typePolicies } from './cachePolicies.ts';

const query = gql`
  query Product($id: ID!) {
    getProduct(id: $id) {
      id
      title
      _version
      category {
        id
        name
      }
    }
  }
`;

function productAt(version: number, title: string) {
  return {
    getProduct: {
      __typename: 'Product',
      id: 'p1',
      title,
      _version: version,
      category: { __typename: 'ProductCategory', id: 'c1', name: 'Grade 4' },
    },
  };
}

describe('cache policies', () => {
  it('stores records with nested records', () => {
    const cache = new InMemoryCache({ typePolicies });
    cache.writeQuery({ query, variables: { id: 'p1' }, data: productAt(1, 'Worksheets') });
    expect(cache.extract()['Product:p1']).toMatchObject({ title: 'Worksheets', _version: 1 });
  });

  it('keeps the newer version when an older answer arrives late', () => {
    const cache = new InMemoryCache({ typePolicies });
    cache.writeQuery({ query, variables: { id: 'p1' }, data: productAt(3, 'New title') });
    cache.writeQuery({ query, variables: { id: 'p1' }, data: productAt(2, 'Old title') });
    expect(cache.extract()['Product:p1']).toMatchObject({ title: 'New title', _version: 3 });
    cache.writeQuery({ query, variables: { id: 'p1' }, data: productAt(4, 'Newest') });
    expect(cache.extract()['Product:p1']).toMatchObject({ title: 'Newest', _version: 4 });
  });

  it('answers a get of a planning record from the cache, with its subject from subjectID', () => {
    const cache = new InMemoryCache({ typePolicies });
    const list = gql`
      query Lessons {
        listTeacherSubjectTemplates {
          items {
            id
            name
            subjectID
            _version
          }
        }
      }
    `;
    const subjects = gql`
      query Subjects {
        listSubjects {
          items {
            id
            grade
            subject
          }
        }
      }
    `;
    const one = gql`
      query Lesson($id: ID!) {
        getTeacherSubjectTemplate(id: $id) {
          id
          name
          subject {
            id
            grade
            subject
          }
        }
      }
    `;
    cache.writeQuery({
      query: list,
      data: {
        listTeacherSubjectTemplates: {
          __typename: 'Connection',
          items: [{ __typename: 'TeacherSubjectTemplate', id: 'l1', name: 'Fractions', subjectID: 's1', _version: 1 }],
        },
      },
    });
    expect(cache.readQuery({ query: one, variables: { id: 'l1' } })).toBeNull();
    cache.writeQuery({
      query: subjects,
      data: {
        listSubjects: {
          __typename: 'Connection',
          items: [{ __typename: 'Subject', id: 's1', grade: '4', subject: 'Mathematics' }],
        },
      },
    });
    expect(cache.readQuery({ query: one, variables: { id: 'l1' } })).toEqual({
      getTeacherSubjectTemplate: {
        __typename: 'TeacherSubjectTemplate',
        id: 'l1',
        name: 'Fractions',
        subject: { __typename: 'Subject', id: 's1', grade: '4', subject: 'Mathematics' },
      },
    });
    expect(cache.readQuery({ query: one, variables: { id: 'unknown' } })).toBeNull();
  });
});
