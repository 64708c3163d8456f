export interface RichTextEditorProps {
  /** A stored rich-text value: null, a plain string or a document (server/domain/richtext.ts). */
  value?: unknown;
  /** The new document, or null when it is empty. */
  onChange?: (value: unknown) => void;
  readOnly?: boolean;
  /** The folder images are uploaded into (`editorUploadFolder(userId, recordId)`); no image upload without it. */
  uploadFolder?: string;
  placeholder?: string;
  /** For a <label htmlFor>; antd Form.Item passes it. */
  id?: string;
  ariaLabel?: string;
}
