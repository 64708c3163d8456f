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

describe('the synced store (issue 15)', () => {
  const syncHolidays = gql`
    query SyncHolidays {
      syncHolidays {
        items {
          id
          label
          date
          _version
          _deleted
        }
        nextToken
        startedAt
      }
    }
  `;
  const calendarHolidays = gql`
    query CalendarHolidays($from: String!, $to: String!) {
      listHolidays(filter: { date: { between: [$from, $to] } }, limit: 100, sort: [{ field: "date", direction: ASC }]) {
        items {
          id
          label
          date
        }
        nextToken
      }
    }
  `;
  const holiday = (id: string, date: string, extra: Record<string, unknown> = {}) => ({
    __typename: 'Holiday',
    id,
    label: `Holiday ${id}`,
    date,
    _version: 1,
    _deleted: false,
    ...extra,
  });
  const synced = (items: ReturnType<typeof holiday>[], startedAt: number | null) => ({
    syncHolidays: { __typename: 'ModelHolidayConnection', items, nextToken: null, startedAt },
  });
  const year2026 = { from: '2026-01-01', to: '2026-12-31' };
  const listed = (cache: InMemoryCache) =>
    cache
      .readQuery<{ listHolidays: { items: { id: string }[] } }>({ query: calendarHolidays, variables: year2026 })
      ?.listHolidays.items.map((item) => item.id);

  it('answers a list never asked of the server from the store: filtered, sorted, limited', () => {
    const cache = new InMemoryCache({ typePolicies });
    cache.writeQuery({
      query: syncHolidays,
      data: synced([holiday('h3', '2026-12-16'), holiday('h1', '2026-03-21'), holiday('h2', '2025-12-25')], 1),
    });
    expect(listed(cache)).toEqual(['h1', 'h3']);
  });

  it('has no answer before the first complete run', () => {
    const cache = new InMemoryCache({ typePolicies });
    expect(listed(cache)).toBeUndefined();
  });

  it('merges later runs and events by id, and a deleted record leaves it', () => {
    const cache = new InMemoryCache({ typePolicies });
    cache.writeQuery({
      query: syncHolidays,
      data: synced([holiday('h1', '2026-03-21'), holiday('h3', '2026-12-16')], 1),
    });
    cache.writeQuery({
      query: syncHolidays,
      data: synced([holiday('h1', '2026-03-21', { _deleted: true, _version: 2 }), holiday('h4', '2026-04-27')], null),
    });
    expect(listed(cache)).toEqual(['h4', 'h3']);
    // An event keeps the run's start: the next run asks what changed since then.
    expect(cache.readQuery<ReturnType<typeof synced>>({ query: syncHolidays })?.syncHolidays.startedAt).toBe(1);
  });

  it('keeps a list the server answered as the server answered it', () => {
    const cache = new InMemoryCache({ typePolicies });
    cache.writeQuery({ query: syncHolidays, data: synced([holiday('h1', '2026-03-21')], 1) });
    cache.writeQuery({
      query: calendarHolidays,
      variables: year2026,
      data: {
        listHolidays: { __typename: 'ModelHolidayConnection', items: [holiday('h9', '2026-06-16')], nextToken: null },
      },
    });
    expect(listed(cache)).toEqual(['h9']);
  });

  it("answers a province's schools from the store: the generic ones and the province's, by name", () => {
    const cache = new InMemoryCache({ typePolicies });
    const school = (id: string, name: string, provinces: string[], isGeneric: boolean) => ({
      __typename: 'School',
      id,
      name,
      provinces,
      isGeneric,
      _version: 1,
      _deleted: false,
    });
    cache.writeQuery({
      query: gql`
        query SyncSchools {
          syncSchools {
            items {
              id
              name
              provinces
              isGeneric
              _version
              _deleted
            }
            nextToken
            startedAt
          }
        }
      `,
      data: {
        syncSchools: {
          __typename: 'ModelSchoolConnection',
          items: [
            school('s1', 'Zebra Primary', ['Limpopo'], false),
            school('s2', 'Any school', [], true),
            school('s3', 'Cape High', ['Western Cape'], false),
          ],
          nextToken: null,
          startedAt: 1,
        },
      },
    });
    const data = cache.readQuery<{ schoolsOfProvince: { id: string }[] }>({
      query: gql`
        query SchoolsOfProvince($province: String!) {
          schoolsOfProvince(province: $province) {
            id
            name
          }
        }
      `,
      variables: { province: 'Limpopo' },
    });
    expect(data?.schoolsOfProvince.map((item) => item.id)).toEqual(['s2', 's1']);
  });
});
