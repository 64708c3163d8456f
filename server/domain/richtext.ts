/**
 * The one schema of a rich-text document (a Slate value), used by the server before it stores rich text and by the
 * web app's editor and renderer. Pure: no imports, nothing beyond the language and the URL class.
 *
 * A rich-text value is one of
 * - null or absent (no content);
 * - a plain string: text only, never read as markup (older records and short answers are stored this way);
 * - a document: an array of block elements.
 *
 * Elements (`type`, `children`, plus the properties listed in `elementProperties`):
 *   blocks    paragraph, heading-one … heading-six, block-quote, bulleted-list, numbered-list, horizontal-rule,
 *             table, image
 *   inside    list-item (in lists), table-row (in tables), table-cell (in rows)
 *   inline    link (http, https or mailto only)
 * Text leaves: `{ text, bold?, italic?, underline?, strikethrough? }` (marks are `true` when set).
 * `align` is left, center, right or justify. Images point at stored files (`/files/<key>`) or another relative
 * address of this site: never a scheme (javascript:, data:, http:), never another host. Their `width` is a percentage
 * from 10 to 100. Table cells may span (`colSpan`, `rowSpan` 1-50) and be header cells (`header: true`).
 * Anything else (unknown types or properties, scripts, deep nesting, oversized documents) is refused, with the path
 * of the first offending node in the message.
 */

export type RichTextResult = { ok: true } | { ok: false; error: string };

export const richTextLimits = {
  /** Element nesting (a table cell holding a list holding a list item is depth 4). */
  maxDepth: 20,
  /** Elements and text leaves together. */
  maxNodes: 10_000,
  /** Characters of text in the whole document (or of a plain string). */
  maxTextLength: 100_000,
  /** Size of the document as JSON text. */
  maxDocumentBytes: 500_000,
  /** Characters of one URL. */
  maxUrlLength: 2_048,
  maxSpan: 50,
  minImageWidth: 10,
  maxImageWidth: 100,
} as const;

export const alignments = ['left', 'center', 'right', 'justify'] as const;
export const marks = ['bold', 'italic', 'underline', 'strikethrough'] as const;
export const headingTypes = [
  'heading-one',
  'heading-two',
  'heading-three',
  'heading-four',
  'heading-five',
  'heading-six',
] as const;

/** The element types and the properties each may carry besides `type` and `children`. */
export const elementProperties: Record<string, readonly string[]> = {
  paragraph: ['align'],
  ...Object.fromEntries(headingTypes.map((type) => [type, ['align']])),
  'block-quote': ['align'],
  'bulleted-list': ['align'],
  'numbered-list': ['align'],
  'list-item': ['align'],
  'horizontal-rule': [],
  table: [],
  'table-row': [],
  'table-cell': ['align', 'colSpan', 'rowSpan', 'header'],
  image: ['url', 'width', 'alt', 'align'],
  link: ['url'],
};

/** Blocks that hold inline content (text and links). */
const textBlocks = new Set(['paragraph', ...headingTypes, 'block-quote']);
/** Blocks allowed at the top of a document, in a list item and in a table cell. */
const flowBlocks = new Set([...textBlocks, 'bulleted-list', 'numbered-list', 'horizontal-rule', 'table', 'image']);
const voidElements = new Set(['horizontal-rule', 'image']);

type Context = { nodes: number; text: number };
type Json = Record<string, unknown>;

class Invalid extends Error {}

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function fail(path: string, problem: string): never {
  throw new Invalid(`Rich text is invalid at ${path}: ${problem}`);
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  return typeof value === 'string' ? `"${value.length > 40 ? `${value.slice(0, 40)}…` : value}"` : typeof value;
}

/** No control characters, spaces, quotes, angle brackets or backslashes: nothing a renderer could misread. */
const unsafeUrlCharacters = /[\u0000-\u0020\u007f-\u009f"'`<>\\]/;

export function linkUrlProblem(url: unknown): string | null {
  if (typeof url !== 'string' || url.length === 0) return 'a link needs a url';
  if (url.length > richTextLimits.maxUrlLength) return 'the link url is too long';
  if (unsafeUrlCharacters.test(url) || !/^(https?:\/\/|mailto:)/i.test(url)) {
    return 'a link url must start with http://, https:// or mailto:';
  }
  try {
    const parsed = new URL(url);
    if (!['http:', 'https:', 'mailto:'].includes(parsed.protocol))
      return 'a link url must start with http://, https:// or mailto:';
    if (parsed.protocol !== 'mailto:' && !parsed.hostname) return 'the link url has no host';
  } catch {
    return 'the link url is not a valid address';
  }
  return null;
}

export function imageUrlProblem(url: unknown): string | null {
  if (typeof url !== 'string' || url.length === 0) return 'an image needs a url';
  if (url.length > richTextLimits.maxUrlLength) return 'the image url is too long';
  if (unsafeUrlCharacters.test(url)) return 'the image url contains characters that are not allowed';
  // A scheme (javascript:, data:, http:) before any slash, or '//' (another host): refused.
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//')) {
    return 'an image url must be a stored file (/files/…) or a relative address of this site';
  }
  if (url.split(/[/?#]/).some((segment) => segment === '..')) return 'the image url may not go up a folder (..)';
  return null;
}

function checkProperties(node: Json, path: string, allowed: readonly string[]): void {
  for (const key of Object.keys(node)) {
    if (key !== 'type' && key !== 'children' && !allowed.includes(key))
      fail(path, `unknown property "${key}" on a ${String(node.type)}`);
  }
  if ('align' in node && !(alignments as readonly string[]).includes(node.align as string)) {
    fail(path, `align must be one of ${alignments.join(', ')}`);
  }
}

function checkLeaf(node: Json, path: string, context: Context): void {
  for (const key of Object.keys(node)) {
    if (key === 'text') continue;
    if (!(marks as readonly string[]).includes(key)) fail(path, `unknown property "${key}" on a text`);
    if (node[key] !== true && node[key] !== false) fail(path, `the mark "${key}" must be true or false`);
  }
  if (typeof node.text !== 'string') fail(path, 'a text needs a string "text"');
  context.text += node.text.length;
  if (context.text > richTextLimits.maxTextLength)
    fail(path, `the document has more than ${richTextLimits.maxTextLength} characters of text`);
}

function checkInteger(node: Json, key: string, path: string, min: number, max: number): void {
  if (!(key in node)) return;
  const value = node[key];
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    fail(path, `${key} must be a whole number from ${min} to ${max}`);
  }
}

type Expect = 'flow' | 'inline' | 'flowOrInline' | 'listItems' | 'rows' | 'cells' | 'leaves';

const expectText: Record<Expect, string> = {
  flow: 'blocks',
  inline: 'text or links',
  flowOrInline: 'blocks, or text and links',
  listItems: 'list-item elements',
  rows: 'table-row elements',
  cells: 'table-cell elements',
  leaves: 'text',
};

function childExpectation(type: string): Expect {
  if (textBlocks.has(type)) return 'inline';
  if (type === 'bulleted-list' || type === 'numbered-list') return 'listItems';
  if (type === 'table') return 'rows';
  if (type === 'table-row') return 'cells';
  if (type === 'list-item' || type === 'table-cell') return 'flowOrInline';
  return 'leaves'; // link, and the void elements' single empty text
}

function allowedHere(node: unknown, expect: Expect): boolean {
  const isLeaf = isObject(node) && !('type' in node) && !('children' in node);
  const type = isObject(node) ? node.type : undefined;
  switch (expect) {
    case 'flow':
      return typeof type === 'string' && flowBlocks.has(type);
    case 'inline':
      return isLeaf || type === 'link';
    case 'flowOrInline':
      return isLeaf || type === 'link' || (typeof type === 'string' && flowBlocks.has(type));
    case 'listItems':
      return type === 'list-item';
    case 'rows':
      return type === 'table-row';
    case 'cells':
      return type === 'table-cell';
    case 'leaves':
      return isLeaf;
  }
}

/** An unknown element type is named as such; a known node in the wrong place says what belongs there. */
function checkPlacement(node: Json, path: string, expect: Expect): void {
  const element = 'type' in node || 'children' in node;
  if (element && (typeof node.type !== 'string' || !Object.hasOwn(elementProperties, node.type)))
    fail(path, `unknown element type ${describe(node.type)}`);
  if (!allowedHere(node, expect))
    fail(path, `${element ? `a ${String(node.type)}` : 'text'} is not allowed here (expected ${expectText[expect]})`);
}

function checkChildren(children: unknown, path: string, expect: Expect, depth: number, context: Context): void {
  if (!Array.isArray(children)) fail(path, 'children must be a list');
  if (children.length === 0) fail(path, 'an element needs at least one child');
  let inline: boolean | null = null;
  children.forEach((child, index) => {
    const childPath = `${path}.children[${index}]`;
    if (!isObject(child)) fail(childPath, `expected a node, found ${describe(child)}`);
    checkPlacement(child, childPath, expect);
    // Slate keeps an element's children all blocks or all inline.
    const childInline = !('type' in child) || child.type === 'link';
    if (inline !== null && inline !== childInline) fail(childPath, 'blocks and text may not be mixed in one element');
    inline = childInline;
    checkNode(child, childPath, depth + 1, context);
  });
}

function checkNode(node: Json, path: string, depth: number, context: Context): void {
  context.nodes += 1;
  if (context.nodes > richTextLimits.maxNodes)
    fail(path, `the document has more than ${richTextLimits.maxNodes} nodes`);
  if (!('type' in node) && !('children' in node)) return checkLeaf(node, path, context);
  if (depth > richTextLimits.maxDepth) fail(path, `elements are nested more than ${richTextLimits.maxDepth} deep`);
  const type = node.type;
  if (typeof type !== 'string' || !Object.hasOwn(elementProperties, type))
    fail(path, `unknown element type ${describe(type)}`);
  checkProperties(node, path, elementProperties[type]);
  if (type === 'link') {
    const problem = linkUrlProblem(node.url);
    if (problem) fail(path, problem);
  }
  if (type === 'image') {
    const problem = imageUrlProblem(node.url);
    if (problem) fail(path, problem);
    checkInteger(node, 'width', path, richTextLimits.minImageWidth, richTextLimits.maxImageWidth);
    if ('alt' in node && (typeof node.alt !== 'string' || node.alt.length > 1000))
      fail(path, 'alt must be a text of at most 1000 characters');
  }
  if (type === 'table-cell') {
    checkInteger(node, 'colSpan', path, 1, richTextLimits.maxSpan);
    checkInteger(node, 'rowSpan', path, 1, richTextLimits.maxSpan);
    if ('header' in node && typeof node.header !== 'boolean') fail(path, 'header must be true or false');
  }
  checkChildren(node.children, path, childExpectation(type), depth, context);
  if (voidElements.has(type)) {
    const children = node.children as Json[];
    if (children.length !== 1 || children[0].text !== '') fail(path, `a ${type} holds one empty text and nothing else`);
  }
}

/** Whether `value` is an acceptable rich-text value; the error names the first problem and where it is. */
export function validateRichText(value: unknown, name = 'document'): RichTextResult {
  if (value === null || value === undefined) return { ok: true };
  if (typeof value === 'string') {
    return value.length > richTextLimits.maxTextLength
      ? {
          ok: false,
          error: `Rich text is invalid at ${name}: the text has more than ${richTextLimits.maxTextLength} characters`,
        }
      : { ok: true };
  }
  if (!Array.isArray(value)) {
    return {
      ok: false,
      error: `Rich text is invalid at ${name}: expected a list of blocks or a text, found ${describe(value)}`,
    };
  }
  const context: Context = { nodes: 0, text: 0 };
  try {
    value.forEach((node, index) => {
      const path = `${name}[${index}]`;
      if (!isObject(node)) fail(path, `expected a node, found ${describe(node)}`);
      checkPlacement(node, path, 'flow');
      checkNode(node, path, 1, context);
    });
    // Depth and node count are bounded by now, so measuring the JSON is safe.
    const bytes = JSON.stringify(value).length;
    if (bytes > richTextLimits.maxDocumentBytes)
      fail(name, `the document is larger than ${richTextLimits.maxDocumentBytes} characters of JSON`);
  } catch (error) {
    if (error instanceof Invalid) return { ok: false, error: error.message };
    throw error;
  }
  return { ok: true };
}

/** The plain text of a rich-text value (search fields, summaries): blocks separated by spaces. */
export function richTextPlain(value: unknown): string {
  if (typeof value === 'string') return value;
  if (!Array.isArray(value)) return '';
  const parts: string[] = [];
  const walk = (node: unknown, depth: number): void => {
    if (!isObject(node) || depth > richTextLimits.maxDepth + 1) return;
    if (typeof node.text === 'string') parts.push(node.text);
    if (Array.isArray(node.children)) {
      node.children.forEach((child) => walk(child, depth + 1));
      if (typeof node.type === 'string' && node.type !== 'link') parts.push(' ');
    }
  };
  value.forEach((node) => walk(node, 1));
  return parts.join('').replace(/\s+/g, ' ').trim();
}
