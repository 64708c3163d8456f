/**
 * The Slate node types of the editor, matching the one rich-text schema (server/domain/richtext.ts): the editor
 * produces nothing that schema refuses.
 */
import type { BaseEditor, Descendant } from 'slate';
import type { HistoryEditor } from 'slate-history';
import type { ReactEditor } from 'slate-react';

export type Alignment = 'left' | 'center' | 'right' | 'justify';
export type HeadingType =
  'heading-one' | 'heading-two' | 'heading-three' | 'heading-four' | 'heading-five' | 'heading-six';
export type TextBlockType = 'paragraph' | HeadingType | 'block-quote';
export type ListType = 'bulleted-list' | 'numbered-list';

export interface FormattedText {
  text: string;
  bold?: boolean;
  italic?: boolean;
  underline?: boolean;
  strikethrough?: boolean;
}

export type Mark = 'bold' | 'italic' | 'underline' | 'strikethrough';

export interface TextBlockElement {
  type: TextBlockType;
  align?: Alignment;
  children: (FormattedText | LinkElement)[];
}
export interface ListElement {
  type: ListType;
  align?: Alignment;
  children: ListItemElement[];
}
export interface ListItemElement {
  type: 'list-item';
  align?: Alignment;
  children: Descendant[];
}
export interface HorizontalRuleElement {
  type: 'horizontal-rule';
  children: [{ text: '' }];
}
export interface ImageElement {
  type: 'image';
  url: string;
  /** Percentage of the text width, 10 to 100. */
  width?: number;
  alt?: string;
  align?: Alignment;
  children: [{ text: '' }];
}
export interface LinkElement {
  type: 'link';
  url: string;
  children: FormattedText[];
}
export interface TableElement {
  type: 'table';
  children: TableRowElement[];
}
export interface TableRowElement {
  type: 'table-row';
  children: TableCellElement[];
}
export interface TableCellElement {
  type: 'table-cell';
  align?: Alignment;
  colSpan?: number;
  rowSpan?: number;
  header?: boolean;
  children: Descendant[];
}

export type CustomElement =
  | TextBlockElement
  | ListElement
  | ListItemElement
  | HorizontalRuleElement
  | ImageElement
  | LinkElement
  | TableElement
  | TableRowElement
  | TableCellElement;

export type CustomEditor = BaseEditor & ReactEditor & HistoryEditor;

declare module 'slate' {
  interface CustomTypes {
    Editor: CustomEditor;
    Element: CustomElement;
    Text: FormattedText;
  }
}
