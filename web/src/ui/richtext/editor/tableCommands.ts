/** The toolbar's table tools: the pure edits of tables.ts applied to the table around the caret. */
import { Editor, Element, Path, Transforms } from 'slate';
import * as tables from './tables';
import type { CustomEditor, TableElement } from './types';

interface CaretCell {
  /** The row's and the cell's indexes in the table: the caret's cell is at [...tablePath, row, cell]. */
  row: number;
  cell: number;
  tablePath: Path;
  table: TableElement;
  position: tables.CellPosition;
}

export function caretCell(editor: CustomEditor): CaretCell | null {
  if (!editor.selection) return null;
  const cell = Editor.above(editor, { match: (node) => Element.isElement(node) && node.type === 'table-cell' });
  if (!cell) return null;
  const cellPath = cell[1];
  const tablePath = cellPath.slice(0, -2);
  const table = Editor.node(editor, tablePath)[0] as TableElement;
  const [row, index] = cellPath.slice(-2);
  return { row, cell: index, tablePath, table, position: tables.positionOf(table, row, index) };
}

/** Replaces the table at `tablePath` (or removes it for null) and puts the caret in the cell at `position`. */
function replaceTable(
  editor: CustomEditor,
  tablePath: Path,
  next: TableElement | null,
  position: tables.CellPosition,
): void {
  Editor.withoutNormalizing(editor, () => {
    Transforms.removeNodes(editor, { at: tablePath });
    if (next) Transforms.insertNodes(editor, next, { at: tablePath, select: false });
    else Transforms.insertNodes(editor, { type: 'paragraph', children: [{ text: '' }] }, { at: tablePath });
  });
  if (!next) {
    Transforms.select(editor, Editor.start(editor, tablePath));
    return;
  }
  const { row, cell } = tables.cellIndexAt(next, position);
  Transforms.select(editor, Editor.start(editor, [...tablePath, row, cell]));
}

/** A 3x3 table with a header row after the top-level block at the caret; the caret goes to its first body cell. */
export function insertTable(editor: CustomEditor): void {
  const at = editor.selection ? [editor.selection.anchor.path[0] + 1] : [editor.children.length];
  Transforms.insertNodes(editor, tables.newTable(), { at });
  Transforms.select(editor, Editor.start(editor, [...at, 1, 0]));
}

export type TableAction =
  | 'rowAbove'
  | 'rowBelow'
  | 'columnLeft'
  | 'columnRight'
  | 'deleteRow'
  | 'deleteColumn'
  | 'deleteTable'
  | 'mergeRight'
  | 'mergeDown'
  | 'splitCell'
  | 'headerRow'
  | 'headerColumn';

export function applyTableAction(editor: CustomEditor, action: TableAction): void {
  const caret = caretCell(editor);
  if (!caret) return;
  const { table, tablePath, position } = caret;
  const { rows, columns } = tables.tableSize(table);
  let next: TableElement | null | undefined;
  let target = position;
  switch (action) {
    case 'rowAbove':
      next = tables.insertRow(table, position.row);
      target = { ...position, row: position.row };
      break;
    case 'rowBelow':
      next = tables.insertRow(table, Math.min(rows, position.row + 1));
      target = { ...position, row: position.row + 1 };
      break;
    case 'columnLeft':
      next = tables.insertColumn(table, position.column);
      break;
    case 'columnRight':
      next = tables.insertColumn(table, Math.min(columns, position.column + 1));
      target = { ...position, column: position.column + 1 };
      break;
    case 'deleteRow':
      next = tables.deleteRow(table, position.row);
      target = { ...position, row: Math.max(0, position.row - 1) };
      break;
    case 'deleteColumn':
      next = tables.deleteColumn(table, position.column);
      target = { ...position, column: Math.max(0, position.column - 1) };
      break;
    case 'deleteTable':
      next = null;
      break;
    case 'mergeRight':
    case 'mergeDown':
      next = tables.mergeCells(table, position, action === 'mergeRight' ? 'right' : 'down');
      if (!next) return;
      break;
    case 'splitCell':
      next = tables.splitCell(table, position);
      if (!next) return;
      break;
    case 'headerRow':
      next = tables.toggleHeader(table, 'row');
      break;
    case 'headerColumn':
      next = tables.toggleHeader(table, 'column');
      break;
  }
  replaceTable(editor, tablePath, next ?? null, target);
}

/**
 * Tab and Shift+Tab in a table: the caret goes to the end of the next (or previous) cell; Tab in the last cell
 * first adds a row below, as in a word processor, and Shift+Tab in the first cell stays there. Answers false when
 * the caret is not in a table, so the key keeps its usual meaning (the focus moves on).
 */
export function moveToAdjacentCell(editor: CustomEditor, step: 1 | -1): boolean {
  const caret = caretCell(editor);
  if (!caret) return false;
  const { table, tablePath } = caret;
  const next = tables.adjacentCell(table, caret.row, caret.cell, step);
  if (next) {
    Transforms.select(editor, Editor.end(editor, [...tablePath, next.row, next.cell]));
  } else if (step === 1) {
    const withRow = tables.insertRow(table, tables.tableSize(table).rows);
    replaceTable(editor, tablePath, withRow, { row: withRow.children.length - 1, column: 0 });
  }
  return true;
}
