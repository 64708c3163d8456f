/**
 * A content file (web/content/{en,af}/*.md): a front matter block of `key: value` lines between two `---` lines,
 * then the Markdown body. The front matter says what the page head needs (its meta description) and when the text
 * last changed; the body is Markdown, rendered by markdown-it.
 */
export interface ContentMeta {
  /** The page's meta description. */
  description: string;
  /** When the text last changed (YYYY-MM-DD), shown under legal texts. */
  updated: string | null;
}

export interface ContentDocument {
  meta: ContentMeta;
  body: string;
}

const frontMatter = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

export function parseContent(source: string): ContentDocument {
  const match = frontMatter.exec(source);
  const fields = new Map<string, string>();
  if (match) {
    for (const line of match[1].split(/\r?\n/)) {
      const colon = line.indexOf(':');
      if (colon > 0) fields.set(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
    }
  }
  return {
    meta: { description: fields.get('description') ?? '', updated: fields.get('updated') || null },
    body: match ? source.slice(match[0].length) : source,
  };
}

/** A body's blocks: plain Markdown, or `:::cards` … `:::` whose cards each start at a `### ` heading. */
export type ContentBlock = { kind: 'markdown'; source: string } | { kind: 'cards'; cards: string[] };

export function contentBlocks(body: string): ContentBlock[] {
  const blocks: ContentBlock[] = [];
  let rest = body;
  for (;;) {
    const start = /^:::cards[ \t]*$/m.exec(rest);
    if (!start) break;
    const afterStart = rest.slice(start.index + start[0].length);
    const end = /^:::[ \t]*$/m.exec(afterStart);
    if (!end) break;
    if (rest.slice(0, start.index).trim()) blocks.push({ kind: 'markdown', source: rest.slice(0, start.index) });
    const inner = afterStart.slice(0, end.index);
    const cards = inner
      .split(/^(?=### )/m)
      .map((card) => card.trim())
      .filter(Boolean);
    blocks.push({ kind: 'cards', cards });
    rest = afterStart.slice(end.index + end[0].length);
  }
  if (rest.trim()) blocks.push({ kind: 'markdown', source: rest });
  return blocks;
}
