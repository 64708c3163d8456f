/** The pure parts of imports: dates of the orders file, the image match rule, grouping rows into orders. */
import { describe, expect, it } from 'vitest';
import { candidateIds } from './images.import.ts';
import { unitBatches } from './importer.ts';
import { importDate } from './orders.import.ts';

describe('importDate', () => {
  it('reads dates and times as South African time, and ISO with a zone as written', () => {
    expect(importDate('2024-03-15')).toBe('2024-03-14T22:00:00.000Z');
    expect(importDate('2024-03-15 10:30')).toBe('2024-03-15T08:30:00.000Z');
    expect(importDate('2024-03-15T10:30:15')).toBe('2024-03-15T08:30:15.000Z');
    expect(importDate('2024-01-20T08:00:00Z')).toBe('2024-01-20T08:00:00.000Z');
  });

  it('refuses days that do not exist and other text', () => {
    expect(importDate('2024-02-30')).toBeNull();
    expect(importDate('2023-02-29')).toBeNull();
    expect(importDate('15/03/2024')).toBeNull();
    expect(importDate('yesterday')).toBeNull();
  });
});

describe('candidateIds', () => {
  it('is the name without extension, and without a trailing -<n>', () => {
    expect(candidateIds('abc.jpg')).toEqual(['abc']);
    expect(candidateIds('folder/abc-2.png')).toEqual(['abc-2', 'abc']);
    expect(candidateIds('4f1c-9a.jpeg')).toEqual(['4f1c-9a']);
  });
});

describe('unitBatches', () => {
  async function* rows(keys: string[]) {
    for (const [index, key] of keys.entries()) yield { line: index + 2, values: { order_number: key } };
  }

  it('groups consecutive rows with the same key, a batch of units at a time', async () => {
    const batches = [];
    for await (const batch of unitBatches(
      rows(['A', 'A', 'B', 'C', 'C', 'C', 'A']),
      2,
      (row) => row.values.order_number,
    ))
      batches.push(batch.map((unit) => unit.rows.map((row) => row.line)));
    expect(batches).toEqual([
      [[2, 3], [4]],
      [[5, 6, 7], [8]],
    ]);
  });

  it('makes each row a unit without a key', async () => {
    const batches = [];
    for await (const batch of unitBatches(rows(['', '', '']), 2)) batches.push(batch.length);
    expect(batches).toEqual([2, 1]);
  });
});
