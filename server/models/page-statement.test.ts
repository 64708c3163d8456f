/**
 * The list page statement compiled once per shape (repository.ts, compiledPage): a request that reuses a shape's
 * statement sends the same text and values as one that compiles it, whatever the filter, sort and viewer.
 */
import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  sql,
  type CompiledQuery,
  type DatabaseConnection,
} from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/connect.ts';
import type { Filter, ListQuery } from './repository.ts';

/** A database that records the statements it is sent and answers an empty page. */
function recordingDb(sent: CompiledQuery[]): Database {
  const connection: DatabaseConnection = {
    executeQuery: (query) => {
      sent.push(query);
      return Promise.resolve({ rows: [{ more: false, items: '[]' }] as never[] });
    },
    // eslint-disable-next-line require-yield -- never streamed
    streamQuery: async function* () {
      return;
    },
  };
  class Driver extends DummyDriver {
    override acquireConnection(): Promise<DatabaseConnection> {
      return Promise.resolve(connection);
    }
  }
  return new Kysely<never>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new Driver(),
      createIntrospector: (db) => new PostgresIntrospector(db),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  }) as unknown as Database;
}

const fields = ['__typename', 'id', 'label', 'startDateTime', '_version'];

function query(owner: string, filter: Filter | null, sort: ListQuery['sort'] = null, offset = 0): ListQuery {
  return {
    visible: sql<boolean>`(("ownerId" = ${owner}) or (${sql.ref('owner')} = ${owner + '@x'}))`,
    filter,
    sort,
    limit: 100,
    offset,
  };
}

/** The statement a fresh module (nothing compiled yet) sends for each query, in order. */
async function statements(queries: ListQuery[]): Promise<CompiledQuery[]> {
  vi.resetModules();
  const { selectPageJson } = await import('./repository.ts');
  const { modelNamed } = await import('./models.ts');
  const sent: CompiledQuery[] = [];
  const db = recordingDb(sent);
  for (const one of queries) await selectPageJson(db, modelNamed('TeacherActivity'), one, fields);
  return sent;
}

const shapes: { name: string; filter: (n: number) => Filter | null; sort?: ListQuery['sort'] }[] = [
  { name: 'no filter', filter: () => null },
  { name: 'an empty filter', filter: () => ({}) },
  {
    name: 'eq and between',
    filter: (n) => ({ teacherprofileID: { eq: `tp-${n}` }, startDateTime: { between: [`2026-0${n}`, `2027-0${n}`] } }),
  },
  {
    name: 'and, or, not with every operator',
    filter: (n) => ({
      and: [{ label: { beginsWith: `L${n}` } }, { label: { contains: n } }, { label: { notContains: `z${n}` } }],
      or: [{ color: { ne: `c${n}` } }, { type: { eq: null } }, { repeatID: { attributeExists: n > 1 } }],
      not: { _version: { gt: n, le: n * 10 } },
    }),
    sort: [{ field: 'label', direction: 'DESC' }],
  },
];

describe('the list page statement compiled once', () => {
  for (const shape of shapes)
    it(`binds a second request's values as compiling would (${shape.name})`, async () => {
      const second = query('u-2', shape.filter(2), shape.sort, 200);
      const [, reused] = await statements([query('u-1', shape.filter(1), shape.sort), second]);
      const [compiled] = await statements([second]);
      expect(reused.sql).toBe(compiled.sql);
      expect(reused.parameters).toEqual(compiled.parameters);
      expect(reused.parameters).toContain('u-2');
      expect(reused.parameters).not.toContain('u-1');
      expect(reused.parameters.slice(-4)).toEqual([101, 200, 100, 100]);
    });

  it('compiles again for a different shape, and still refuses what it refused', async () => {
    const [first, other] = await statements([
      query('u-1', { label: { eq: 'a' } }),
      query('u-1', { label: { eq: null } }),
    ]);
    expect(first.sql).toContain('"label" = $');
    expect(other.sql).toContain('"label" is null');
    vi.resetModules();
    const { selectPageJson } = await import('./repository.ts');
    const { modelNamed } = await import('./models.ts');
    const db = recordingDb([]);
    const model = modelNamed('TeacherActivity');
    await selectPageJson(db, model, query('u-1', null, [{ field: 'label', direction: 'ASC' }]), fields);
    await expect(
      selectPageJson(db, model, query('u-1', null, [{ field: 'nope', direction: 'ASC' }]), fields),
    ).rejects.toThrow('Unknown field nope.');
    await expect(
      selectPageJson(db, model, query('u-1', { startDateTime: { between: ['2026'] } }), fields),
    ).rejects.toThrow('between on startDateTime needs two values.');
  });
});
