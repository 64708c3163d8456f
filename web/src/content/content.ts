/**
 * The website's texts: Markdown files in web/content/en and web/content/af (see README.md, "Website texts"), one
 * per page or policy, each loaded as a chunk of its own when first shown.
 */
import type { Language } from '../core/i18n/i18n';
import { parseContent, type ContentDocument } from './frontMatter';

export const contentNames = [
  'about',
  'meet-the-team',
  'contact-us',
  'prices',
  'terms-conditions',
  'terms-of-use',
  'cookie-policy',
  'privacy-policy',
  'refund-policy',
  'modern-slavery-statement',
  'quality-statement',
  'weee-regulations',
] as const;

export type ContentName = (typeof contentNames)[number];

const files = import.meta.glob<string>('../../content/*/*.md', { query: '?raw', import: 'default' });

function pathOf(language: Language, name: ContentName): string {
  return `../../content/${language}/${name}.md`;
}

/** Every content file there is, as `{language}/{name}`. */
export function contentFiles(): string[] {
  return Object.keys(files).map((path) => path.replace('../../content/', '').replace(/\.md$/, ''));
}

export async function loadContent(language: Language, name: ContentName): Promise<ContentDocument> {
  const load = files[pathOf(language, name)] ?? files[pathOf('en', name)];
  if (!load) throw new Error(`No content file ${name}.md`);
  return parseContent(await load());
}
