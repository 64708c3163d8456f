import type { FetchResult } from '@apollo/client/core';
import { ApolloClient, ApolloLink, gql, Observable } from '@apollo/client/core';
import { describe, expect, it } from 'vitest';
import { typePolicies } from '../apollo/cachePolicies.ts';
import { listArgsOf, listShows, placedItems } from './placeRecord.ts';
import { SyncedCache } from './syncedCache.ts';

// Issue 26 point 1: a record a write answered is in every list that would show it, at once and exactly once.

const lessonFields = `
  id
  name
  teacherprofileID
  _version
  _deleted
`;

const syncLessons = gql`
  query SyncLessons {
    syncTeacherSubjectTemplates {
      items { ${lessonFields} }
      nextToken
      startedAt
    }
  }
`;

const allLessons = gql`
  query TeacherLessons {
    listTeacherSubjectTemplates(limit: 1000, sort: [{ field: "name", direction: ASC }]) {
      items { ${lessonFields} }
      nextToken
    }
  }
`;

const lessonsOf = gql`
  query CalendarLessons($teacherprofileID: ID!) {
    listTeacherSubjectTemplates(filter: { teacherprofileID: { eq: $teacherprofileID } }, limit: 1000) {
      items {
        id
        name
      }
      nextToken
    }
  }
`;

const createLesson = gql`
  mutation CreateTeacherLesson($input: CreateTeacherSubjectTemplateInput!) {
    createTeacherSubjectTemplate(input: $input) { ${lessonFields} }
  }
`;

const deleteLesson = gql`
  mutation DeleteTeacherLesson($input: DeleteTeacherSubjectTemplateInput!) {
    deleteTeacherSubjectTemplate(input: $input) { ${lessonFields} }
  }
`;

const lesson = (id: string, name: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'TeacherSubjectTemplate',
  id,
  name,
  teacherprofileID: 'p1',
  _version: 1,
  _deleted: false,
  ...extra,
});

type Lesson = ReturnType<typeof lesson>;

function connection(items: Lesson[], extra: Record<string, unknown> = {}) {
  return { __typename: 'ModelTeacherSubjectTemplateConnection', items, nextToken: null, ...extra };
}

function newCache(stored: Lesson[] | null = [lesson('l1', 'Algebra')]): SyncedCache {
  const cache = new SyncedCache({ typePolicies });
  if (stored) {
    cache.writeQuery({
      query: syncLessons,
      data: { syncTeacherSubjectTemplates: connection(stored, { startedAt: 1 }) },
    });
  }
  return cache;
}

/** What a mutation answer writes, as Apollo and the offline queue write it. */
function answer(cache: SyncedCache, record: Lesson, mutation = createLesson): void {
  const field = mutation === createLesson ? 'createTeacherSubjectTemplate' : 'deleteTeacherSubjectTemplate';
  cache.write({
    dataId: 'ROOT_MUTATION',
    query: mutation,
    variables: { input: { id: record.id } },
    result: { [field]: record },
  });
}

function names(cache: SyncedCache, query = allLessons, variables: Record<string, unknown> = {}): string[] | undefined {
  return cache
    .readQuery<{ listTeacherSubjectTemplates: { items: { name: string }[] } }>({ query, variables })
    ?.listTeacherSubjectTemplates.items.map((item) => item.name);
}

function stored(cache: SyncedCache): string[] | undefined {
  return cache
    .readQuery<{ syncTeacherSubjectTemplates: { items: { id: string }[] } }>({ query: syncLessons })
    ?.syncTeacherSubjectTemplates.items.map((item) => item.id);
}

describe('a record a write answered', () => {
  it('is in a list never asked of the server (read from the synced store)', () => {
    const cache = newCache();
    answer(cache, lesson('l2', 'Fractions'));
    expect(stored(cache)).toEqual(['l1', 'l2']);
    expect(names(cache)).toEqual(['Algebra', 'Fractions']);
    expect(names(cache, lessonsOf, { teacherprofileID: 'p1' })).toEqual(['Algebra', 'Fractions']);
    expect(names(cache, lessonsOf, { teacherprofileID: 'p2' })).toEqual([]);
  });

  it('is put into a list the server answered, in its sort order, only where its filter holds', () => {
    const cache = newCache();
    cache.writeQuery({
      query: allLessons,
      data: { listTeacherSubjectTemplates: connection([lesson('l1', 'Algebra'), lesson('l3', 'Shapes')]) },
    });
    cache.writeQuery({
      query: lessonsOf,
      variables: { teacherprofileID: 'p2' },
      data: { listTeacherSubjectTemplates: connection([]) },
    });
    answer(cache, lesson('l2', 'Fractions'));
    expect(names(cache)).toEqual(['Algebra', 'Fractions', 'Shapes']);
    expect(names(cache, lessonsOf, { teacherprofileID: 'p2' })).toEqual([]);
  });

  it('is there once when written again (the server answer after the offline one, a replay after a reload)', () => {
    const cache = newCache();
    cache.writeQuery({ query: allLessons, data: { listTeacherSubjectTemplates: connection([]) } });
    answer(cache, lesson('l2', 'Fractions'));
    answer(cache, lesson('l2', 'Fractions', { _version: 2 }));
    answer(cache, lesson('l2', 'Fractions', { _version: 2 }));
    expect(names(cache)).toEqual(['Fractions']);
    expect(stored(cache)).toEqual(['l1', 'l2']);
  });

  it('leaves the store and every list when it is a tombstone', () => {
    const cache = newCache([lesson('l1', 'Algebra'), lesson('l2', 'Fractions')]);
    cache.writeQuery({
      query: allLessons,
      data: { listTeacherSubjectTemplates: connection([lesson('l1', 'Algebra'), lesson('l2', 'Fractions')]) },
    });
    answer(cache, lesson('l2', 'Fractions', { _deleted: true, _version: 2 }), deleteLesson);
    expect(names(cache)).toEqual(['Algebra']);
    expect(stored(cache)).toEqual(['l1']);
  });

  it('changes nothing of a model that is not synced, and needs no store to be listed', () => {
    const cache = newCache(null);
    cache.writeQuery({ query: allLessons, data: { listTeacherSubjectTemplates: connection([]) } });
    answer(cache, lesson('l2', 'Fractions'));
    expect(names(cache)).toEqual(['Fractions']);
    expect(stored(cache)).toBeUndefined();
  });

  it('shows at once through Apollo (optimistic answer), and the server answer replaces it', async () => {
    const cache = newCache();
    let answerServer: (result: FetchResult) => void = () => undefined;
    const link = new ApolloLink(
      () =>
        new Observable<FetchResult>((observer) => {
          answerServer = (result) => {
            observer.next(result);
            observer.complete();
          };
        }),
    );
    const client = new ApolloClient({ cache, link });
    const watched: (string[] | undefined)[] = [];
    const unwatch = cache.watch<{ listTeacherSubjectTemplates: { items: { name: string }[] } }>({
      query: allLessons,
      optimistic: true,
      callback: ({ result }) => watched.push(result?.listTeacherSubjectTemplates.items.map((item) => item.name)),
    });
    const saved = client.mutate({
      mutation: createLesson,
      variables: { input: { id: 'l2' } },
      optimisticResponse: { createTeacherSubjectTemplate: lesson('l2', 'Fractions') },
    });
    await expect.poll(() => watched.at(-1)).toEqual(['Algebra', 'Fractions']);
    answerServer({
      data: { createTeacherSubjectTemplate: lesson('l2', 'Fractions', { _version: 1, name: 'Fractions!' }) },
    });
    await saved;
    await expect.poll(() => watched.at(-1)).toEqual(['Algebra', 'Fractions!']);
    expect(stored(cache)).toEqual(['l1', 'l2']);
    unwatch();
  });
});

describe('which lists show a record', () => {
  const read = (item: Record<string, unknown>, field: string) => item[field];
  const record = { id: 'a2', teacherprofileID: 'p1', startDateTime: '2026-05-04T08:00:00.000Z', label: 'B' };

  it('reads the arguments from the field name Apollo stores', () => {
    expect(listArgsOf('listTerms', 'listTerms')).toEqual({});
    expect(listArgsOf('listTerms', 'listTerms({"filter":{"start":{"between":["a","b"]}},"limit":100})')).toEqual({
      filter: { start: { between: ['a', 'b'] } },
      limit: 100,
    });
    expect(listArgsOf('listTerms', 'listTerms:{"x":1}')).toBeNull();
  });

  it.each([
    ['no filter', {}, true],
    [
      'its teacher and year',
      { filter: { teacherprofileID: { eq: 'p1' }, startDateTime: { between: ['2026-01-01', '2026-12-31T23:59'] } } },
      true,
    ],
    ['another year', { filter: { startDateTime: { between: ['2027-01-01', '2027-12-31'] } } }, false],
    ['a field the record lacks (unknown)', { filter: { type: { eq: 'Lesson' } } }, null],
    ['unreadable arguments (unknown)', null, null],
  ])('%s', (_, args, shows) => {
    expect(listShows(args, record, read)).toBe(shows);
  });

  it('puts the record in its place, takes it out, and leaves a later page and an unknown list alone', () => {
    const items = [
      { id: 'a1', label: 'A' },
      { id: 'a3', label: 'C' },
    ];
    const sort = [{ field: 'label', direction: 'ASC' as const }];
    expect(placedItems(items, record, true, { sort }, read).map((item) => item.id)).toEqual(['a1', 'a2', 'a3']);
    expect(placedItems(items, record, true, {}, read).map((item) => item.id)).toEqual(['a1', 'a3', 'a2']);
    expect(placedItems(items, record, true, { nextToken: 't' }, read)).toBe(items);
    expect(placedItems([...items, record], record, false, {}, read).map((item) => item.id)).toEqual(['a1', 'a3']);
    expect(placedItems(items, record, null, null, read)).toBe(items);
  });
});
