/** The one rich-text editor and its read-only renderer (001 rich-text editor; schema in server/domain/richtext.ts). */
export { RichTextEditor } from './RichTextEditor';
export type { RichTextEditorProps } from './RichTextEditorProps';
export { editorUploadFolder } from './uploadFolder';
