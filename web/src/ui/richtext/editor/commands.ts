/** Editing commands: the toolbar's marks, block types, lists, alignment, rule, line break, clear; replacing the document. */
import { Editor, Element, Node, Transforms, type Descendant, type Location } from 'slate';
import type { Alignment, CustomEditor, CustomElement, ListType, Mark, TextBlockType } from './types';

export const listTypes: readonly ListType[] = ['bulleted-list', 'numbered-list'];

/** Replaces the whole document (a value set from outside the editor), without an undo step or a change event of its own. */
export function replaceDocument(editor: CustomEditor, nodes: Descendant[]): void {
  Transforms.deselect(editor);
  editor.children = nodes;
  editor.onChange();
}
const alignable = new Set([
  'paragraph',
  'heading-one',
  'heading-two',
  'heading-three',
  'heading-four',
  'heading-five',
  'heading-six',
  'block-quote',
  'list-item',
  'table-cell',
  'image',
]);

export function isMarkActive(editor: CustomEditor, mark: Mark): boolean {
  return Editor.marks(editor)?.[mark] === true;
}

export function toggleMark(editor: CustomEditor, mark: Mark): void {
  if (isMarkActive(editor, mark)) Editor.removeMark(editor, mark);
  else Editor.addMark(editor, mark, true);
}

function matchingBlock(editor: CustomEditor, match: (element: CustomElement) => boolean, at?: Location): boolean {
  const { selection } = editor;
  const range = at ?? (selection && Editor.unhangRange(editor, selection));
  if (!range) return false;
  const [found] = Editor.nodes(editor, {
    at: range,
    match: (node) => !Editor.isEditor(node) && Element.isElement(node) && match(node),
  });
  return Boolean(found);
}

/** The type of the innermost text block at the selection ('paragraph' when none). */
export function currentBlockType(editor: CustomEditor): TextBlockType | 'list-item' {
  if (!editor.selection) return 'paragraph';
  const entry = Editor.above(editor, {
    match: (node) =>
      Element.isElement(node) &&
      Editor.isBlock(editor, node) &&
      !Editor.isVoid(editor, node) &&
      node.type !== 'table-cell' &&
      node.type !== 'table-row',
  });
  const type = entry && Element.isElement(entry[0]) ? entry[0].type : undefined;
  return type === 'list-item' ? 'list-item' : ((type as TextBlockType | undefined) ?? 'paragraph');
}

export function isListActive(editor: CustomEditor, type: ListType): boolean {
  return matchingBlock(editor, (element) => element.type === type);
}

const unwrapLists = (editor: CustomEditor) =>
  Transforms.unwrapNodes(editor, {
    match: (node) => Element.isElement(node) && listTypes.includes(node.type as ListType),
    split: true,
  });

/** Paragraph or heading for the text blocks at the selection (lists are left first). */
export function setBlockType(editor: CustomEditor, type: TextBlockType): void {
  Editor.withoutNormalizing(editor, () => {
    unwrapLists(editor);
    Transforms.setNodes(
      editor,
      { type },
      {
        match: (node) =>
          Element.isElement(node) &&
          (node.type === 'list-item' ||
            node.type === 'paragraph' ||
            node.type.startsWith('heading-') ||
            node.type === 'block-quote'),
      },
    );
  });
}

export function toggleList(editor: CustomEditor, type: ListType): void {
  const active = isListActive(editor, type);
  Editor.withoutNormalizing(editor, () => {
    unwrapLists(editor);
    if (active) {
      Transforms.setNodes<CustomElement>(
        editor,
        { type: 'paragraph' },
        {
          match: (node) => Element.isElement(node) && node.type === 'list-item',
        },
      );
      return;
    }
    Transforms.setNodes(
      editor,
      { type: 'list-item' },
      {
        match: (node) =>
          Element.isElement(node) &&
          (node.type === 'paragraph' || node.type.startsWith('heading-') || node.type === 'block-quote'),
      },
    );
    Transforms.wrapNodes(
      editor,
      { type, children: [] },
      { match: (node) => Element.isElement(node) && node.type === 'list-item' },
    );
  });
}

export function currentAlignment(editor: CustomEditor): Alignment {
  if (!editor.selection) return 'left';
  const entry = Editor.above(editor, { match: (node) => Element.isElement(node) && alignable.has(node.type) });
  const element = entry?.[0] as { align?: Alignment } | undefined;
  return element?.align ?? 'left';
}

export function setAlignment(editor: CustomEditor, align: Alignment): void {
  const match = (node: Node) => Element.isElement(node) && alignable.has(node.type) && node.type !== 'table-cell';
  if (align === 'left') Transforms.unsetNodes(editor, 'align', { match });
  else Transforms.setNodes<CustomElement>(editor, { align }, { match });
}

export function insertHorizontalRule(editor: CustomEditor): void {
  Transforms.insertNodes(editor, [
    { type: 'horizontal-rule', children: [{ text: '' }] },
    { type: 'paragraph', children: [{ text: '' }] },
  ]);
}

/** A line break inside the paragraph (Shift+Enter does the same). */
export function insertLineBreak(editor: CustomEditor): void {
  editor.insertText('\n');
}

/** Plain paragraphs with no marks, lists or alignment at the selection. */
export function clearFormatting(editor: CustomEditor): void {
  if (!editor.selection) return;
  Editor.withoutNormalizing(editor, () => {
    Transforms.unsetNodes(editor, ['bold', 'italic', 'underline', 'strikethrough'], {
      match: (node) => !Element.isElement(node) && !Editor.isEditor(node),
      split: true,
    });
    for (const mark of ['bold', 'italic', 'underline', 'strikethrough'] as const) Editor.removeMark(editor, mark);
    unwrapLists(editor);
    Transforms.setNodes(
      editor,
      { type: 'paragraph' },
      {
        match: (node) =>
          Element.isElement(node) &&
          (node.type === 'list-item' || node.type.startsWith('heading-') || node.type === 'block-quote'),
      },
    );
    Transforms.unsetNodes(editor, 'align', { match: (node) => Element.isElement(node) && alignable.has(node.type) });
  });
}

/** Void blocks (image, rule) and the inline link, as the schema has them. */
export function withSchema(editor: CustomEditor): CustomEditor {
  const { isVoid, isInline, normalizeNode } = editor;
  editor.isVoid = (element) => element.type === 'image' || element.type === 'horizontal-rule' || isVoid(element);
  editor.isInline = (element) => element.type === 'link' || isInline(element);
  editor.normalizeNode = (entry) => {
    const [node, path] = entry;
    // A document that ends in a table, image or rule gets a paragraph after it, so the caret can leave it.
    if (Editor.isEditor(node)) {
      const last = node.children[node.children.length - 1];
      if (last && Element.isElement(last) && ['table', 'image', 'horizontal-rule'].includes(last.type)) {
        Transforms.insertNodes(editor, { type: 'paragraph', children: [{ text: '' }] }, { at: [node.children.length] });
        return;
      }
    }
    // An empty list or table left by an edit is removed.
    if (
      Element.isElement(node) &&
      ['bulleted-list', 'numbered-list', 'table', 'table-row'].includes(node.type) &&
      node.children.length === 0
    ) {
      Transforms.removeNodes(editor, { at: path });
      return;
    }
    normalizeNode(entry);
  };
  return editor;
}
