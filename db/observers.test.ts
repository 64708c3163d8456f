import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  sql,
  type CompiledQuery,
} from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { observeStatements, reportStatement, statementName, type FinishedStatement } from './observers.ts';

const db = new Kysely<any>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (kysely) => new PostgresIntrospector(kysely),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

const named = (query: CompiledQuery) => statementName({ level: 'query', query, queryDurationMillis: 1 });

describe("a statement's name (issue 29)", () => {
  it('says what it does to which table, from the query tree', () => {
    expect(named(db.selectFrom('product').selectAll().where('id', '=', 'secret-id').compile())).toBe('select product');
    expect(named(db.selectFrom('product as p').select('p.id').compile())).toBe('select product');
    expect(named(db.insertInto('order_line').values({ id: 'x' }).compile())).toBe('insert order_line');
    expect(named(db.updateTable('cart').set({ total: 1 }).compile())).toBe('update cart');
    expect(named(db.deleteFrom('session').where('id', '=', 'x').compile())).toBe('delete session');
  });

  it('names a raw statement by its first word and table, and never carries a value', () => {
    const query = sql`select * from "account" where email = ${'someone@example.com'}`.compile(db);
    expect(named(query)).toBe('raw select account');
    expect(named(sql`begin`.compile(db))).toBe('raw begin');
  });
});

describe('statement observers', () => {
  let stop: () => void = () => undefined;
  afterEach(() => stop());

  it('hear each statement with its name, duration and outcome', () => {
    const heard: FinishedStatement[] = [];
    stop = observeStatements((statement) => heard.push(statement));
    const query = db.selectFrom('product').selectAll().compile();
    reportStatement({ level: 'query', query, queryDurationMillis: 12 });
    reportStatement({ level: 'error', query, queryDurationMillis: 3, error: new Error('x') });
    expect(heard).toMatchObject([
      { name: 'select product', durationMs: 12, failed: false },
      { name: 'select product', durationMs: 3, failed: true },
    ]);
    stop();
    reportStatement({ level: 'query', query, queryDurationMillis: 1 });
    expect(heard).toHaveLength(2);
  });
});
