/**
 * What counts as English left on an Afrikaans screen: the app's own English texts whose Afrikaans differs (the
 * locale files), the texts antd's components show by themselves (its en_GB locale), and the English day and month
 * names and AM/PM of dayjs. Data (product titles, subject names, a teacher's words) is never in these lists.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import enGB from 'antd/es/locale/en_GB';
import dayjs from 'dayjs';
import 'dayjs/locale/af';
import localeData from 'dayjs/plugin/localeData';

dayjs.extend(localeData);

type Tree = Record<string, unknown>;

const localesDir = join(import.meta.dirname, '..', '..', 'web', 'src', 'locales');

function leaves(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value as Tree).flatMap(([key, child]) => leaves(child, path ? `${path}.${key}` : key));
}

function readTree(path: string): Tree {
  return JSON.parse(readFileSync(path, 'utf8')) as Tree;
}

/** Every en/af pair of texts of the locale files, keyed by namespace and path. */
function localePairs(): { key: string; en: string; af: string }[] {
  const files = [
    ['translation', 'en.json', 'af.json'],
    ...readdirSync(join(localesDir, 'en'))
      .filter((file) => file.endsWith('.json'))
      .map((file) => [file.replace(/\.json$/, ''), `en/${file}`, `af/${file}`]),
  ];
  return files.flatMap(([namespace, enFile, afFile]) => {
    const af = new Map(leaves(readTree(join(localesDir, afFile))));
    return leaves(readTree(join(localesDir, enFile))).map(([path, en]) => ({
      key: `${namespace}:${path}`,
      en,
      af: af.get(path) ?? '',
    }));
  });
}

/** Words antd's English shows that Afrikaans writes the same way. */
const sameInAfrikaans = new Set(['OK', 'Week', 'Filter', 'Jan', 'Apr', 'Jun', 'Jul', 'Aug', 'Sep', 'Nov']);

export interface EnglishPattern {
  /** Where the English comes from: a locale key, `antd:<path>` or `dayjs`. */
  source: string;
  text: string;
  test(candidate: string): boolean;
}

const squeeze = (text: string) => text.replace(/\s+/g, ' ').trim();
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A whole text equal to `english`; an interpolation ({{name}}) stands for one word or number ('Question 1'). */
function wholeText(source: string, english: string): EnglishPattern | null {
  const text = squeeze(english.replace(/<\/?\d+>/g, ''));
  if (!/[A-Za-z]{2}/.test(text)) return null;
  const parts = text.split(/\{\{[^}]+\}\}/);
  if (parts.join('').trim().length < 2) return null;
  const pattern = new RegExp(`^${parts.map(escape).join('\\S+')}$`);
  return { source, text, test: (candidate) => pattern.test(candidate) };
}

export function englishPatterns(): EnglishPattern[] {
  const patterns: EnglishPattern[] = [];
  const pairs = localePairs();
  // An English text that is also Afrikaans somewhere ('Minute' is the Afrikaans of Minutes) is no sign of English.
  const afrikaansTexts = new Set(pairs.map(({ af }) => squeeze(af)));
  for (const { key, en, af } of pairs) {
    if (squeeze(en) === squeeze(af) || afrikaansTexts.has(squeeze(en))) continue;
    const pattern = wholeText(key, en);
    if (pattern) patterns.push(pattern);
  }
  for (const [path, en] of leaves(enGB)) {
    if (sameInAfrikaans.has(en) || path === 'locale' || path.endsWith('.locale') || /Format$/.test(path)) continue;
    const pattern = wholeText(`antd:${path}`, en);
    if (pattern) patterns.push(pattern);
  }
  const english = dayjs().locale('en').localeData();
  const afrikaans = dayjs().locale('af').localeData();
  const names = (data: typeof english) => [
    ...data.weekdays(),
    ...data.weekdaysShort(),
    ...data.weekdaysMin(),
    ...data.months(),
    ...data.monthsShort(),
  ];
  const afrikaansNames = new Set(names(afrikaans));
  for (const name of names(english))
    if (!afrikaansNames.has(name) && !sameInAfrikaans.has(name))
      patterns.push({ source: 'dayjs', text: name, test: (candidate) => candidate === name });
  patterns.push({ source: 'AM/PM', text: 'AM/PM', test: (candidate) => /\d\s?(AM|PM|am|pm)\b/.test(candidate) });
  return patterns;
}

/** The texts that are English, each with where its English comes from. */
export function englishIn(texts: readonly string[], patterns: readonly EnglishPattern[]): string[] {
  const found = new Set<string>();
  for (const raw of texts) {
    const text = squeeze(raw);
    const match = text && patterns.find((pattern) => pattern.test(text));
    if (match) found.add(`"${text}" (${match.source})`);
  }
  return [...found];
}
