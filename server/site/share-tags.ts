/**
 * The preview a shared product or category link shows (issue 12, point 4): Open Graph and Twitter card tags, the
 * page title and description, written into the web app's index.html by the server. Pure: the route reads the
 * record, this module writes the HTML, escaping every value.
 */
import { escapeHtml } from '../domain/html.ts';

export interface SharePreview {
  title: string;
  description: string;
  /** Absolute address of the page. */
  url: string;
  /** Absolute address of an image (a product's first thumbnail), if any. */
  image: string | null;
}

export const siteName = 'Classroom';
export const siteDescription = 'Planning tools and teaching resources for South African teachers.';
const maxDescription = 200;

/** One line, at most `maxDescription` characters, cut at a word where it can be. */
export function summary(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= maxDescription) return line;
  const cut = line.slice(0, maxDescription - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > maxDescription / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** The tags for the page's head, escaped. */
export function shareTags(preview: SharePreview): string {
  const meta = (attribute: 'property' | 'name', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`;
  return [
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', siteName),
    meta('property', 'og:title', preview.title),
    meta('property', 'og:description', preview.description),
    meta('property', 'og:url', preview.url),
    ...(preview.image ? [meta('property', 'og:image', preview.image)] : []),
    meta('name', 'twitter:card', preview.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', preview.title),
    meta('name', 'twitter:description', preview.description),
    ...(preview.image ? [meta('name', 'twitter:image', preview.image)] : []),
  ].join('\n    ');
}

/**
 * index.html with the preview: its title and description replaced, the share tags added before </head>. The page
 * title names the product or category as the web app's own title does ("{name} | Classroom").
 */
export function withSharePreview(indexHtml: string, preview: SharePreview): string {
  const title = preview.title === siteName ? siteName : `${preview.title} | ${siteName}`;
  return indexHtml
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
    .replace(
      /<meta\s+name="description"[^>]*>/,
      () => `<meta name="description" content="${escapeHtml(preview.description)}" />`,
    )
    .replace('</head>', () => `  ${shareTags(preview)}\n  </head>`);
}
