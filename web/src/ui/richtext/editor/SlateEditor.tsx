import type { KeyboardEvent } from 'react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotices } from '../../../ui/notices';
import type { Descendant } from 'slate';
import { createEditor } from 'slate';
import { withHistory } from 'slate-history';
import { Editable, Slate, withReact } from 'slate-react';
import { validateRichText } from '../../../../../server/domain/richtext.ts';
import type { RichTextEditorProps } from '../RichTextEditorProps';
import { insertLineBreak, replaceDocument, toggleMark, withSchema } from './commands';
import { acceptedImageTypes, ImageUploadError, insertImage, uploadImage } from './images';
import { renderElement, renderLeaf } from './renderers';
import { moveToAdjacentCell } from './tableCommands';
import { Toolbar } from './Toolbar';
import type { CustomEditor, Mark } from './types';
import { fromEditorValue, toEditorValue } from './value';
import '../richtext.css';

const hotkeys: Record<string, Mark> = { b: 'bold', i: 'italic', u: 'underline' };

/**
 * The one rich-text editor (001: assessment questions and fields; 002: product, bundle and communication texts).
 * Emits null for an empty document, otherwise a document the shared schema accepts (anything it would refuse is
 * never emitted: the last valid document stays).
 */
export default function SlateEditor({
  value,
  onChange,
  readOnly,
  uploadFolder,
  placeholder,
  id,
  ariaLabel,
}: RichTextEditorProps) {
  const { t } = useTranslation('templates');
  const { message } = useNotices();
  const editor = useMemo<CustomEditor>(() => withSchema(withHistory(withReact(createEditor()))), []);
  const initial = useMemo(() => toEditorValue(value), []); // eslint-disable-line react-hooks/exhaustive-deps
  const [uploading, setUploading] = useState(false);
  // The documents this editor sent out lately: the form may echo them back a render or two late (a slider sends
  // many in a row), and an echo of our own, however late, must never replace the document being edited.
  const emitted = useRef<string[]>([JSON.stringify(value ?? null)]);

  // A value set from outside (a reordered list, a reset form) replaces the document; our own echoes do not.
  useEffect(() => {
    const incoming = JSON.stringify(value ?? null);
    if (emitted.current.includes(incoming)) return;
    emitted.current = [incoming];
    replaceDocument(editor, toEditorValue(value));
  }, [editor, value]);

  const change = useCallback(
    (nodes: Descendant[]) => {
      if (!editor.operations.some((operation) => operation.type !== 'set_selection')) return;
      const next = fromEditorValue(nodes);
      if (next !== null && !validateRichText(next).ok) return;
      emitted.current = [...emitted.current.slice(-49), JSON.stringify(next ?? null)];
      onChange?.(next);
    },
    [editor, onChange],
  );

  const onImageFile = useCallback(
    async (file: File) => {
      if (!uploadFolder) return;
      if (!(acceptedImageTypes as readonly string[]).includes(file.type)) {
        message.error(t('editor.image.wrongType'));
        return;
      }
      setUploading(true);
      try {
        insertImage(editor, await uploadImage(file, uploadFolder), file.name.replace(/\.[^.]*$/, ''));
      } catch (error) {
        const reason =
          error instanceof ImageUploadError && error.message !== 'type' ? error.message : t('editor.image.failed');
        message.error(reason);
      } finally {
        setUploading(false);
      }
    },
    [editor, message, t, uploadFolder],
  );

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && event.shiftKey) {
      event.preventDefault();
      insertLineBreak(editor);
      return;
    }
    // In a table Tab goes from cell to cell, and the next keys go on in the editor; elsewhere it moves the focus on.
    if (event.key === 'Tab' && !event.ctrlKey && !event.metaKey && !event.altKey) {
      if (moveToAdjacentCell(editor, event.shiftKey ? -1 : 1)) event.preventDefault();
      return;
    }
    const mark = (event.ctrlKey || event.metaKey) && !event.altKey ? hotkeys[event.key.toLowerCase()] : undefined;
    if (mark) {
      event.preventDefault();
      toggleMark(editor, mark);
    }
  };

  return (
    <div
      className={`rt-editor ${readOnly ? 'rt-editor-readonly' : ''}`}
      data-testid="rich-text-editor"
      aria-busy={uploading}
    >
      <Slate editor={editor} initialValue={initial} onChange={change}>
        {!readOnly && (
          <Toolbar onImageFile={uploadFolder ? (file) => void onImageFile(file) : undefined} uploading={uploading} />
        )}
        <Editable
          id={id}
          aria-label={ariaLabel}
          className="rt-editable rich-text-editable"
          readOnly={readOnly}
          placeholder={placeholder}
          renderElement={renderElement}
          renderLeaf={renderLeaf}
          onKeyDown={onKeyDown}
          spellCheck
        />
      </Slate>
    </div>
  );
}
