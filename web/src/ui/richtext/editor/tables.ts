/**
 * Table edits as pure functions on a table element. The table is read into a grid in which every position
 * points at the cell covering it (a merged cell covers several); an edit changes the grid, and the grid is written
 * back as rows of cells with their colSpan and rowSpan. Rows or columns that only repeat the one before them
 * (after a merge) are folded, so every written row has at least one cell.
 */
import type { Descendant } from 'slate';
import type { TableCellElement, TableElement, TableRowElement } from './types';

interface Slot {
  cell: TableCellElement;
}

type Grid = Slot[][];

export interface CellPosition {
  row: number;
  column: number;
}

export const emptyCell = (header = false): TableCellElement => ({
  type: 'table-cell',
  ...(header ? { header: true } : {}),
  children: [{ type: 'paragraph', children: [{ text: '' }] }],
});

/** A new table: `rows` × `columns`, the first row header cells (001: insert 3x3 with header row). */
export function newTable(rows = 3, columns = 3): TableElement {
  return {
    type: 'table',
    children: Array.from({ length: rows }, (_, row) => ({
      type: 'table-row' as const,
      children: Array.from({ length: columns }, () => emptyCell(row === 0)),
    })),
  };
}

function withoutSpans(cell: TableCellElement): TableCellElement {
  const { colSpan: _colSpan, rowSpan: _rowSpan, ...rest } = cell;
  return rest;
}

export function readGrid(table: TableElement): Grid {
  const grid: Grid = table.children.map(() => []);
  table.children.forEach((row, r) => {
    let c = 0;
    for (const cell of row.children) {
      while (grid[r][c]) c += 1;
      const slot: Slot = { cell: withoutSpans(cell) };
      const rowSpan = Math.max(1, Math.min(cell.rowSpan ?? 1, table.children.length - r));
      const colSpan = Math.max(1, cell.colSpan ?? 1);
      for (let dr = 0; dr < rowSpan; dr += 1) for (let dc = 0; dc < colSpan; dc += 1) grid[r + dr][c + dc] = slot;
      c += colSpan;
    }
  });
  const columns = Math.max(1, ...grid.map((row) => row.length));
  // Ragged rows are filled with empty cells so that every row has every column.
  return grid.map((row) => Array.from({ length: columns }, (_, c) => row[c] ?? { cell: emptyCell() }));
}

const sameRow = (a: Slot[], b: Slot[]) => a.length === b.length && a.every((slot, c) => slot === b[c]);

/** Drops rows (and columns) that only repeat the one before them: a merge that swallowed a whole row. */
function fold(grid: Grid): Grid {
  let rows = grid.filter((row, r) => r === 0 || !sameRow(row, grid[r - 1]));
  const columns = rows[0]?.length ?? 0;
  const keep = Array.from({ length: columns }, (_, c) => c === 0 || rows.some((row) => row[c] !== row[c - 1]));
  rows = rows.map((row) => row.filter((_, c) => keep[c]));
  return rows;
}

export function writeGrid(source: Grid): TableElement {
  const grid = fold(source);
  const seen = new Set<Slot>();
  const children: TableRowElement[] = grid.map((row, r) => {
    const cells: TableCellElement[] = [];
    row.forEach((slot, c) => {
      if (seen.has(slot)) return;
      seen.add(slot);
      let rowSpan = 1;
      while (grid[r + rowSpan]?.[c] === slot) rowSpan += 1;
      let colSpan = 1;
      while (row[c + colSpan] === slot) colSpan += 1;
      cells.push({ ...slot.cell, ...(colSpan > 1 ? { colSpan } : {}), ...(rowSpan > 1 ? { rowSpan } : {}) });
    });
    return { type: 'table-row', children: cells };
  });
  return { type: 'table', children };
}

/** The grid position (top-left) of the cell at `rowIndex`/`cellIndex` of the table's rows. */
export function positionOf(table: TableElement, rowIndex: number, cellIndex: number): CellPosition {
  const grid = readGrid(table);
  const target = table.children[rowIndex]?.children[cellIndex];
  const seen = new Set<Slot>();
  let count = 0;
  for (let c = 0; c < (grid[rowIndex]?.length ?? 0); c += 1) {
    const slot = grid[rowIndex][c];
    const startsHere = (rowIndex === 0 || grid[rowIndex - 1][c] !== slot) && !seen.has(slot);
    seen.add(slot);
    if (!startsHere) continue;
    if (count === cellIndex && target) return { row: rowIndex, column: c };
    count += 1;
  }
  return { row: rowIndex, column: 0 };
}

/** The path indexes (row, cell) of the cell covering a grid position, in a table written by writeGrid. */
export function cellIndexAt(table: TableElement, position: CellPosition): { row: number; cell: number } {
  const grid = readGrid(table);
  const row = Math.min(position.row, grid.length - 1);
  const slot = grid[row][Math.min(position.column, grid[row].length - 1)];
  for (let r = 0; r < table.children.length; r += 1) {
    let i = 0;
    const seen = new Set<Slot>();
    for (let c = 0; c < grid[r].length; c += 1) {
      const candidate = grid[r][c];
      const startsHere = (r === 0 || grid[r - 1][c] !== candidate) && !seen.has(candidate);
      seen.add(candidate);
      if (!startsHere) continue;
      if (candidate === slot) return { row: r, cell: i };
      i += 1;
    }
  }
  return { row: 0, cell: 0 };
}

function rectOf(grid: Grid, slot: Slot): { top: number; left: number; bottom: number; right: number } {
  let top = Infinity;
  let left = Infinity;
  let bottom = -1;
  let right = -1;
  grid.forEach((row, r) =>
    row.forEach((candidate, c) => {
      if (candidate !== slot) return;
      top = Math.min(top, r);
      left = Math.min(left, c);
      bottom = Math.max(bottom, r);
      right = Math.max(right, c);
    }),
  );
  return { top, left, bottom, right };
}

const isHeaderColumn = (grid: Grid, column: number) => grid.every((row) => row[column]?.cell.header === true);
const isHeaderRow = (grid: Grid, row: number) => (grid[row] ?? []).every((slot) => slot.cell.header === true);

/** A new row before grid row `at` (at = rows: after the last); cells spanning across it grow. */
export function insertRow(table: TableElement, at: number): TableElement {
  const grid = readGrid(table);
  const columns = grid[0].length;
  const row: Slot[] = Array.from({ length: columns }, (_, c) => {
    const above = grid[at - 1]?.[c];
    if (above && grid[at]?.[c] === above) return above;
    return { cell: emptyCell(c === 0 && isHeaderColumn(grid.slice(1), 0) && grid.length > 1) };
  });
  grid.splice(at, 0, row);
  return writeGrid(grid);
}

export function insertColumn(table: TableElement, at: number): TableElement {
  const grid = readGrid(table);
  grid.forEach((row, r) => {
    const left = row[at - 1];
    const slot = left && row[at] === left ? left : { cell: emptyCell(r === 0 && isHeaderRow(grid, 0)) };
    row.splice(at, 0, slot);
  });
  return writeGrid(grid);
}

/** Null when the last row goes: the table itself is deleted. */
export function deleteRow(table: TableElement, at: number): TableElement | null {
  const grid = readGrid(table);
  if (grid.length <= 1) return null;
  grid.splice(at, 1);
  return writeGrid(grid);
}

export function deleteColumn(table: TableElement, at: number): TableElement | null {
  const grid = readGrid(table);
  if (grid[0].length <= 1) return null;
  grid.forEach((row) => row.splice(at, 1));
  return writeGrid(grid);
}

function mergedChildren(first: Descendant[], second: Descendant[]): Descendant[] {
  const isEmpty = (children: Descendant[]) =>
    children.length === 1 &&
    'children' in children[0] &&
    children[0].children.length === 1 &&
    'text' in children[0].children[0] &&
    children[0].children[0].text === '';
  if (isEmpty(second)) return first;
  if (isEmpty(first)) return second;
  return [...first, ...second];
}

/** Merges the cell at `position` with its neighbour to the right or below, when their edges line up. */
export function mergeCells(
  table: TableElement,
  position: CellPosition,
  direction: 'right' | 'down',
): TableElement | null {
  const grid = readGrid(table);
  const slot = grid[position.row]?.[position.column];
  if (!slot) return null;
  const rect = rectOf(grid, slot);
  const neighbour = direction === 'right' ? grid[rect.top][rect.right + 1] : grid[rect.bottom + 1]?.[rect.left];
  if (!neighbour) return null;
  const other = rectOf(grid, neighbour);
  const aligned =
    direction === 'right'
      ? other.top === rect.top && other.bottom === rect.bottom
      : other.left === rect.left && other.right === rect.right;
  if (!aligned) return null;
  const merged: Slot = {
    cell: { ...slot.cell, children: mergedChildren(slot.cell.children, neighbour.cell.children) },
  };
  const next = grid.map((row) =>
    row.map((candidate) => (candidate === slot || candidate === neighbour ? merged : candidate)),
  );
  return writeGrid(next);
}

/** Splits a merged cell back into single cells; the content stays in the top-left one. */
export function splitCell(table: TableElement, position: CellPosition): TableElement | null {
  const grid = readGrid(table);
  const slot = grid[position.row]?.[position.column];
  if (!slot) return null;
  const rect = rectOf(grid, slot);
  if (rect.top === rect.bottom && rect.left === rect.right) return null;
  const next = grid.map((row, r) =>
    row.map((candidate, c) =>
      candidate === slot && (r !== rect.top || c !== rect.left)
        ? { cell: emptyCell(slot.cell.header === true) }
        : candidate,
    ),
  );
  return writeGrid(next);
}

/** The first row (or column) becomes header cells, or plain cells again when it already is. */
export function toggleHeader(table: TableElement, which: 'row' | 'column'): TableElement {
  const grid = readGrid(table);
  const slots = which === 'row' ? grid[0] : grid.map((row) => row[0]);
  const on = !slots.every((slot) => slot.cell.header === true);
  const changed = new Map<Slot, Slot>();
  for (const slot of slots) {
    if (changed.has(slot)) continue;
    const { header: _header, ...rest } = slot.cell;
    changed.set(slot, { cell: on ? { ...rest, header: true } : rest });
  }
  return writeGrid(grid.map((row) => row.map((slot) => changed.get(slot) ?? slot)));
}

export function tableSize(table: TableElement): { rows: number; columns: number } {
  const grid = readGrid(table);
  return { rows: grid.length, columns: grid[0]?.length ?? 0 };
}

/**
 * The cell after (step 1) or before (step -1) the cell at `rowIndex`/`cellIndex` of the table's rows, in reading
 * order: along the row, then on to the next row's first cell (a merged cell counts once, where it starts). Null
 * past the last cell or before the first.
 */
export function adjacentCell(
  table: TableElement,
  rowIndex: number,
  cellIndex: number,
  step: 1 | -1,
): { row: number; cell: number } | null {
  let row = rowIndex;
  let cell = cellIndex + step;
  while (row >= 0 && row < table.children.length) {
    const cells = table.children[row].children.length;
    if (cell >= 0 && cell < cells) return { row, cell };
    row += step;
    cell = step === 1 ? 0 : (table.children[row]?.children.length ?? 0) - 1;
  }
  return null;
}
