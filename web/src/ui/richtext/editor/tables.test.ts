import { describe, expect, it } from 'vitest';
import { validateRichText } from '../../../../../server/domain/richtext.ts';
import {
  adjacentCell,
  cellIndexAt,
  deleteColumn,
  deleteRow,
  insertColumn,
  insertRow,
  mergeCells,
  newTable,
  positionOf,
  readGrid,
  splitCell,
  tableSize,
  toggleHeader,
} from './tables';
import type { TableElement } from './types';

const shape = (table: TableElement) =>
  table.children.map((row) =>
    row.children.map((cell) => `${cell.header ? 'h' : 'c'}${cell.colSpan ?? 1}x${cell.rowSpan ?? 1}`).join(' '),
  );

describe('table edits', () => {
  it('inserts a 3x3 table with a header row, valid for the schema', () => {
    const table = newTable();
    expect(shape(table)).toEqual(['h1x1 h1x1 h1x1', 'c1x1 c1x1 c1x1', 'c1x1 c1x1 c1x1']);
    expect(validateRichText([table])).toEqual({ ok: true });
  });

  it('adds and deletes rows and columns', () => {
    let table = insertRow(newTable(), 3);
    expect(tableSize(table)).toEqual({ rows: 4, columns: 3 });
    table = insertColumn(table, 1);
    expect(shape(table)[0]).toBe('h1x1 h1x1 h1x1 h1x1');
    expect(tableSize(deleteColumn(table, 0)!)).toEqual({ rows: 4, columns: 3 });
    expect(tableSize(deleteRow(table, 0)!)).toEqual({ rows: 3, columns: 4 });
    expect(deleteRow(newTable(1, 2), 0)).toBeNull();
  });

  it('merges right and down, and splits again', () => {
    let table = mergeCells(newTable(), { row: 1, column: 0 }, 'right')!;
    expect(shape(table)[1]).toBe('c2x1 c1x1');
    table = mergeCells(table, { row: 1, column: 0 }, 'down')!;
    // The second row's neighbour below is two single cells wide: not aligned until they are merged too.
    expect(table).toBeNull();
    let other = mergeCells(newTable(), { row: 1, column: 1 }, 'down')!;
    expect(shape(other)).toEqual(['h1x1 h1x1 h1x1', 'c1x1 c1x2 c1x1', 'c1x1 c1x1']);
    expect(positionOf(other, 2, 1)).toEqual({ row: 2, column: 2 });
    expect(cellIndexAt(other, { row: 2, column: 1 })).toEqual({ row: 1, cell: 1 });
    other = insertRow(other, 2);
    expect(shape(other)[1]).toBe('c1x1 c1x3 c1x1');
    other = splitCell(other, { row: 1, column: 1 })!;
    expect(shape(other)).toEqual(['h1x1 h1x1 h1x1', 'c1x1 c1x1 c1x1', 'c1x1 c1x1 c1x1', 'c1x1 c1x1 c1x1']);
    expect(validateRichText([other])).toEqual({ ok: true });
  });

  it('folds a row that a merge swallowed whole', () => {
    let table = newTable(2, 1);
    table = mergeCells(table, { row: 0, column: 0 }, 'down')!;
    expect(shape(table)).toEqual(['h1x1']);
    expect(readGrid(table)).toHaveLength(1);
  });

  it('toggles the header row and column', () => {
    const table = toggleHeader(newTable(), 'row');
    expect(shape(table)[0]).toBe('c1x1 c1x1 c1x1');
    const columns = toggleHeader(table, 'column');
    expect(shape(columns).map((row) => row.split(' ')[0])).toEqual(['h1x1', 'h1x1', 'h1x1']);
  });
});

describe('Tab between cells', () => {
  it('goes along the row, on to the next row, and stops past either end', () => {
    const table = newTable(2, 2);
    expect(adjacentCell(table, 0, 0, 1)).toEqual({ row: 0, cell: 1 });
    expect(adjacentCell(table, 0, 1, 1)).toEqual({ row: 1, cell: 0 });
    expect(adjacentCell(table, 1, 0, -1)).toEqual({ row: 0, cell: 1 });
    expect(adjacentCell(table, 1, 1, 1)).toBeNull();
    expect(adjacentCell(table, 0, 0, -1)).toBeNull();
  });

  it('visits a merged cell once, where it starts', () => {
    // Row 1: a cell two rows high in the middle; row 2 has only the cells beside it.
    const table = mergeCells(newTable(), { row: 1, column: 1 }, 'down')!;
    expect(adjacentCell(table, 1, 1, 1)).toEqual({ row: 1, cell: 2 });
    expect(adjacentCell(table, 1, 2, 1)).toEqual({ row: 2, cell: 0 });
    expect(adjacentCell(table, 2, 0, 1)).toEqual({ row: 2, cell: 1 });
    expect(adjacentCell(table, 2, 1, 1)).toBeNull();
    expect(adjacentCell(table, 2, 0, -1)).toEqual({ row: 1, cell: 2 });
  });
});
