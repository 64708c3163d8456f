import type { Descendant } from 'slate';

const emptyDocument = (): Descendant[] => [{ type: 'paragraph', children: [{ text: '' }] }];

/**
 * A stored rich-text value (null, a plain string or a document) as the editor's value. A plain string is text only:
 * each line becomes a paragraph, never markup.
 */
export function toEditorValue(value: unknown): Descendant[] {
  if (Array.isArray(value) && value.length > 0) return structuredClone(value) as Descendant[];
  if (typeof value === 'string' && value !== '') {
    return value.split(/\r?\n/).map((line) => ({ type: 'paragraph', children: [{ text: line }] }));
  }
  return emptyDocument();
}

/** True when the document holds no text, image, rule or table. */
export function isEmptyDocument(nodes: readonly Descendant[]): boolean {
  return nodes.every((node) => {
    if ('text' in node) return node.text.trim() === '';
    if (node.type === 'image' || node.type === 'horizontal-rule' || node.type === 'table') return false;
    return isEmptyDocument(node.children as Descendant[]);
  });
}

/** The value to store: null for an empty document. */
export function fromEditorValue(nodes: readonly Descendant[]): Descendant[] | null {
  return isEmptyDocument(nodes) ? null : (nodes as Descendant[]);
}
