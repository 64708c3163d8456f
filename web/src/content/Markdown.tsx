import MarkdownIt from 'markdown-it';
import { useMemo, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { contentBlocks } from './frontMatter';
import './content.css';

// No raw HTML in content files: what an editor writes is Markdown, rendered by the library, nothing else. No
// typographer: it would turn "rand (R)" into "rand ®"; the files carry their own dashes and quotes.
const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false });

function renderBody(body: string): string {
  return contentBlocks(body)
    .map((block) =>
      block.kind === 'markdown'
        ? markdown.render(block.source)
        : `<div class="content-cards">${block.cards
            .map((card) => `<article class="content-card">${markdown.render(card)}</article>`)
            .join('')}</div>`,
    )
    .join('');
}

/** A content file's Markdown body; links inside the site move within the app instead of reloading it. */
export function Markdown({ body, className }: { body: string; className?: string }) {
  const navigate = useNavigate();
  const html = useMemo(() => renderBody(body), [body]);

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as HTMLElement).closest('a');
    const href = link?.getAttribute('href');
    if (!href || !href.startsWith('/') || href.startsWith('//')) return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void navigate(href);
  };

  return (
    // The links inside are real <a> elements (keyboard and screen readers use them as links; Enter on a link is a
    // click); the handler only keeps a click within the app.
    <div
      className={['content-body', className].filter(Boolean).join(' ')}
      onClick={onClick}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
