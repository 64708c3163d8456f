import type { CSSProperties, ReactNode } from 'react';
import { richTextPlain, validateRichText } from '../../../../server/domain/richtext.ts';
import { useFileUrl } from './fileUrl';
import './richtext.css';

type Json = Record<string, unknown>;

interface RichTextViewProps {
  value: unknown;
  className?: string;
}

/** The element's tag for a block type; one table shared with the editor. */
export const blockTags: Record<string, keyof HTMLElementTagNameMap> = {
  paragraph: 'p',
  'heading-one': 'h1',
  'heading-two': 'h2',
  'heading-three': 'h3',
  'heading-four': 'h4',
  'heading-five': 'h5',
  'heading-six': 'h6',
  'block-quote': 'blockquote',
  'bulleted-list': 'ul',
  'numbered-list': 'ol',
  'list-item': 'li',
};

export function alignStyle(node: { align?: unknown }): CSSProperties | undefined {
  return typeof node.align === 'string' && node.align !== 'left'
    ? { textAlign: node.align as CSSProperties['textAlign'] }
    : undefined;
}

export function Marks({ leaf, children }: { leaf: Json; children: ReactNode }) {
  let content = children;
  if (leaf.bold) content = <strong>{content}</strong>;
  if (leaf.italic) content = <em>{content}</em>;
  if (leaf.underline) content = <u>{content}</u>;
  if (leaf.strikethrough) content = <s>{content}</s>;
  return <>{content}</>;
}

export function RichTextImage({
  url,
  width,
  alt,
  align,
}: {
  url: string;
  width?: number;
  alt?: string;
  align?: string;
}) {
  const src = useFileUrl(url);
  return (
    <div className={`rt-image rt-image-${align ?? 'left'}`}>
      <img
        src={src}
        alt={alt ?? ''}
        style={{ width: `${width ?? 100}%` }}
        data-print-pending={src === undefined ? '' : undefined}
      />
    </div>
  );
}

function renderNode(node: Json, key: number): ReactNode {
  if (!('type' in node))
    return (
      <Marks key={key} leaf={node}>
        {typeof node.text === 'string' ? node.text : ''}
      </Marks>
    );
  const children = Array.isArray(node.children) ? (node.children as Json[]).map(renderNode) : null;
  switch (node.type) {
    case 'horizontal-rule':
      return <hr key={key} className="rt-rule" />;
    case 'image':
      return (
        <RichTextImage
          key={key}
          url={String(node.url)}
          width={node.width as number | undefined}
          alt={node.alt as string | undefined}
          align={node.align as string | undefined}
        />
      );
    case 'link':
      return (
        <a key={key} href={String(node.url)} target="_blank" rel="noopener noreferrer">
          {children}
        </a>
      );
    case 'table':
      return (
        <table key={key} className="rt-table">
          <tbody>{children}</tbody>
        </table>
      );
    case 'table-row':
      return <tr key={key}>{children}</tr>;
    case 'table-cell': {
      const Cell = node.header ? 'th' : 'td';
      return (
        <Cell
          key={key}
          colSpan={node.colSpan as number | undefined}
          rowSpan={node.rowSpan as number | undefined}
          style={alignStyle(node)}
        >
          {children}
        </Cell>
      );
    }
    default: {
      const Tag = (blockTags[String(node.type)] ?? 'div') as 'div';
      return (
        <Tag key={key} style={alignStyle(node)}>
          {children}
        </Tag>
      );
    }
  }
}

/**
 * A rich-text value shown read-only (screens and print). A plain string is shown as text; a document the schema
 * refuses is shown as its plain text rather than as markup.
 */
export function RichTextView({ value, className }: RichTextViewProps) {
  const classes = `rich-text ${className ?? ''}`.trim();
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string')
    return (
      <div className={classes}>
        <p>{value}</p>
      </div>
    );
  if (!validateRichText(value).ok)
    return (
      <div className={classes}>
        <p>{richTextPlain(value)}</p>
      </div>
    );
  return <div className={classes}>{(value as Json[]).map(renderNode)}</div>;
}
