/**
 * Small helpers shared by the demo data modules: one way to insert model rows, Slate text, slugs and dates.
 */
import { randomUUID } from 'node:crypto';
import type { Insertable } from 'kysely';
import type { Database } from '../connect.ts';
import type { DB } from '../types.ts';

/** Tables of synced models: every row carries `_lastChangedAt`. */
export type ModelTable = { [T in keyof DB]: DB[T] extends { _lastChangedAt: number } ? T : never }[keyof DB];

/** A row as the seed writes it: the table's own columns, jsonb values as plain data; id and `_lastChangedAt` are filled in. */
export type SeedRow<T extends ModelTable> = Omit<Insertable<DB[T]>, 'id' | '_lastChangedAt'> & { id?: string };

/** A Slate document (the rich-text scalar `JSON`). */
export type SlateDocument = { type: 'paragraph'; children: { text: string }[] }[];

/**
 * Inserts model rows in one statement and returns their ids (given or new). Lists and objects go to jsonb as
 * JSON text: `pg` would otherwise send a JavaScript array as a PostgreSQL array.
 */
export async function insertModelRows<T extends ModelTable>(
  db: Database,
  table: T,
  rows: SeedRow<T>[],
): Promise<string[]> {
  if (rows.length === 0) return [];
  const lastChangedAt = Date.now();
  const values = rows.map((row) => {
    const columns: Record<string, unknown> = { id: row.id ?? randomUUID(), _lastChangedAt: lastChangedAt };
    for (const [column, value] of Object.entries(row as Record<string, unknown>)) {
      if (column === 'id') continue;
      columns[column] =
        value !== null && typeof value === 'object' && !(value instanceof Date) ? JSON.stringify(value) : value;
    }
    return columns;
  });
  // The generic T cannot be narrowed to one table's insert type; the columns were checked against SeedRow<T> above.
  await db
    .insertInto(table)
    .values(values as never)
    .execute();
  return values.map((columns) => String(columns.id));
}

/** The id a name resolved to; demo data naming something it did not create is a bug in the data tables. */
export function known(id: string | undefined, what: string): string {
  if (!id) throw new Error(`Demo data refers to an unknown ${what}.`);
  return id;
}

/** A Slate document with one paragraph per text. */
export function slate(...paragraphs: string[]): SlateDocument {
  return paragraphs.map((text) => ({ type: 'paragraph', children: [{ text }] }));
}

export function slateText(document: SlateDocument): string {
  return document.map((block) => block.children.map((child) => child.text).join('')).join(' ');
}

const dayMs = 24 * 60 * 60 * 1000;

/** A calendar date in UTC (month 1-12), so that no time zone shifts the day. */
export function utcDate(year: number, month: number, day: number): Date {
  return new Date(Date.UTC(year, month - 1, day));
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * dayMs);
}

/** YYYY-MM-DD of a UTC date. */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function daysAgo(days: number, from = new Date()): Date {
  return addDays(from, -days);
}
