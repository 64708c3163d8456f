import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import type { RichTextEditorProps } from './RichTextEditorProps';
import { RichTextView } from './RichTextView';

const SlateEditor = lazy(() => import('./editor/SlateEditor'));

/**
 * The rich-text editor; Slate and the toolbar load as a chunk of their own on first use. Read-only it is the
 * plain RichTextView. Works as an antd Form control (value / onChange).
 */
export function RichTextEditor(props: RichTextEditorProps) {
  if (props.readOnly) return <RichTextView value={props.value} />;
  return (
    <Suspense fallback={<Skeleton.Input active block style={{ height: 120 }} />}>
      <SlateEditor {...props} />
    </Suspense>
  );
}
