import type { ReactNode } from 'react';
import type { RenderElementProps, RenderLeafProps } from 'slate-react';
import { useFocused, useSelected } from 'slate-react';
import { alignStyle, blockTags, Marks, RichTextImage } from '../RichTextView';
import type { ImageElement } from './types';

function EditableImage({ attributes, children, element }: RenderElementProps & { element: ImageElement }) {
  const selected = useSelected();
  const focused = useFocused();
  return (
    <div {...attributes}>
      <div contentEditable={false} className={selected && focused ? 'rt-image-selected' : undefined}>
        <RichTextImage url={element.url} width={element.width} alt={element.alt} align={element.align} />
      </div>
      {children}
    </div>
  );
}

function EditableRule({ attributes, children }: RenderElementProps) {
  const selected = useSelected();
  return (
    <div {...attributes}>
      <div contentEditable={false}>
        <hr className={`rt-rule ${selected ? 'rt-rule-selected' : ''}`} />
      </div>
      {children}
    </div>
  );
}

/** Elements while editing: the same tags and classes as the read-only RichTextView. */
export function renderElement(props: RenderElementProps) {
  const { attributes, element } = props;
  // slate-react types the rendered children as `any`.
  const children = props.children as ReactNode;
  switch (element.type) {
    case 'image':
      return <EditableImage {...props} element={element} />;
    case 'horizontal-rule':
      return <EditableRule {...props} />;
    case 'link':
      return (
        <a {...attributes} href={element.url}>
          {children}
        </a>
      );
    case 'table':
      return (
        <table className="rt-table">
          <tbody {...attributes}>{children}</tbody>
        </table>
      );
    case 'table-row':
      return <tr {...attributes}>{children}</tr>;
    case 'table-cell': {
      const Cell = element.header ? 'th' : 'td';
      return (
        <Cell {...attributes} colSpan={element.colSpan} rowSpan={element.rowSpan} style={alignStyle(element)}>
          {children}
        </Cell>
      );
    }
    default: {
      const Tag = (blockTags[element.type] ?? 'p') as 'p';
      return (
        <Tag {...attributes} style={alignStyle(element)}>
          {children}
        </Tag>
      );
    }
  }
}

export function renderLeaf({ attributes, children, leaf }: RenderLeafProps) {
  return (
    <span {...attributes}>
      <Marks leaf={leaf as unknown as Record<string, unknown>}>{children}</Marks>
    </span>
  );
}
