/**
 * Every message the server can send a person has an Afrikaans translation: the web shows a server message through
 * the `serverMessages` map of af/messages.json (translateServerMessage), keyed by the English text.
 *
 * The messages are gathered two ways: the message maps of server/domain (imported, so a message computed from a
 * list, 'Monday already exists', is checked for every value of the list), and the literal messages written in the
 * rest of the server (read from the source: the second argument of apiError, the values of badInput's field errors
 * and of a `…Messages = { … }` map), so that a new message anywhere fails here until it is translated.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { announcementMessages } from '../../../server/domain/announcement.ts';
import { catalogueMessages } from '../../../server/domain/catalogue-rules.ts';
import { communicationMessages } from '../../../server/domain/communication-rules.ts';
import { contactMessages } from '../../../server/domain/contact-rules.ts';
import { couponFormMessages, couponMessages } from '../../../server/domain/coupon.ts';
import { commonMessages } from '../../../server/domain/messages.ts';
import { answerMessages } from '../../../server/domain/order-items.ts';
import { adminOrderMessages, checkoutMessages } from '../../../server/domain/order-rules.ts';
import { planningMessages, weekdays } from '../../../server/domain/planning-rules.ts';
import { grades, referenceMessages } from '../../../server/domain/reference-rules.ts';
import { shippingMessages } from '../../../server/domain/shipping.ts';
import { templateMessages } from '../../../server/domain/template-rules.ts';
import { messages as validatorMessages, notFoundMessages } from '../../../server/domain/validators.ts';

const localesDir = import.meta.dirname;
const serverDir = join(localesDir, '../../../server');

type MessageMap = Record<string, string | ((value: string) => string)>;

/** Each domain message map, with the values its computed messages are made from. */
const domainMaps: Record<string, { map: MessageMap; values?: readonly string[] }> = {
  commonMessages: { map: commonMessages },
  validatorMessages: { map: validatorMessages },
  notFoundMessages: { map: notFoundMessages },
  planningMessages: { map: planningMessages, values: weekdays },
  referenceMessages: { map: referenceMessages, values: grades },
  contactMessages: { map: contactMessages },
  communicationMessages: { map: communicationMessages },
  templateMessages: { map: templateMessages },
  catalogueMessages: { map: catalogueMessages },
  couponMessages: { map: couponMessages },
  announcementMessages: { map: announcementMessages },
  couponFormMessages: { map: couponFormMessages },
  shippingMessages: { map: shippingMessages },
  answerMessages: { map: answerMessages },
  adminOrderMessages: { map: adminOrderMessages },
  checkoutMessages: { map: checkoutMessages },
};

/**
 * Messages the web words itself from the data that comes with them, each with the key it uses instead:
 * domain/limits.ts's limit messages are taken apart by parseLimitMessage and worded with `limits.*`.
 */
const wordedByTheWeb: Record<string, string> = {
  'planningMessages.outsideSchedule': 'planning:activity.outsideHours',
};

function domainMessages(): Map<string, string> {
  const found = new Map<string, string>();
  for (const [name, { map, values = [] }] of Object.entries(domainMaps)) {
    for (const [key, message] of Object.entries(map)) {
      if (`${name}.${key}` in wordedByTheWeb) continue;
      const texts = typeof message === 'function' ? values.map((value) => message(value)) : [message];
      for (const text of texts) found.set(text, `${name}.${key}`);
    }
  }
  return found;
}

function serverSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' || entry.name === 'domain' ? [] : serverSources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** A single-quoted literal with no interpolation. */
const literal = String.raw`'((?:[^'\\\n]|\\.)*)'`;
const sourcePatterns = [
  new RegExp(String.raw`apiError\(\s*'[A-Z_]+',\s*${literal}`, 'g'),
  new RegExp(String.raw`rateLimited\(\s*'[\w-]+',\s*${literal}`, 'g'),
  new RegExp(String.raw`badInput\(\{\s*[\w'.\[\]]+:\s*${literal}`, 'g'),
  new RegExp(String.raw`\{ message: ${literal}, extensions`, 'g'),
  new RegExp(String.raw`sendRouteError\(\s*res,\s*\d+,\s*'[A-Z_]+',\s*${literal}`, 'g'),
];
/** A message passed by name: `apiError('NOT_FOUND', productNotAvailable)` with `const productNotAvailable = '…'`. */
const namedMessage = /apiError\(\s*'[A-Z_]+',\s*([a-z]\w*)[,)]/g;

function sourceMessages(): Map<string, string> {
  const found = new Map<string, string>();
  const sources = serverSources(serverDir).map((path) => ({
    where: relative(serverDir, path),
    source: readFileSync(path, 'utf8'),
  }));
  const constants = new Map<string, string>();
  for (const { source } of sources) {
    for (const match of source.matchAll(new RegExp(String.raw`const (\w+) = ${literal};`, 'g')))
      constants.set(match[1], match[2]);
  }
  for (const { where, source } of sources) {
    for (const match of source.matchAll(namedMessage)) {
      const text = constants.get(match[1]);
      if (text !== undefined) found.set(text, where);
    }
    for (const pattern of sourcePatterns) {
      for (const match of source.matchAll(pattern)) found.set(match[1].replace(/\\'/g, "'"), where);
    }
    for (const block of source.matchAll(/\w*[mM]essages\w* = \{([^}]*)\}/g)) {
      for (const match of block[1].matchAll(new RegExp(String.raw`^\s*\w+:\s*${literal},?$`, 'gm')))
        found.set(match[1].replace(/\\'/g, "'"), where);
    }
  }
  return found;
}

function afServerMessages(): Record<string, string> {
  const messages = JSON.parse(readFileSync(join(localesDir, 'af', 'messages.json'), 'utf8')) as {
    serverMessages?: Record<string, string>;
  };
  return messages.serverMessages ?? {};
}

/** Only the `messages` namespace holds server messages: it is the one every page of the app has from the start. */
function featureNamespacesWithServerMessages(): string[] {
  return ['af', 'en'].flatMap((language) =>
    readdirSync(join(localesDir, language))
      .filter((file) => file.endsWith('.json') && file !== 'messages.json')
      .filter(
        (file) => 'serverMessages' in (JSON.parse(readFileSync(join(localesDir, language, file), 'utf8')) as object),
      )
      .map((file) => `${language}/${file}`),
  );
}

function hasKey(path: string): boolean {
  const [namespace, key] = path.split(':');
  const texts = JSON.parse(readFileSync(join(localesDir, 'af', `${namespace}.json`), 'utf8')) as Record<
    string,
    unknown
  >;
  const value = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], texts);
  return typeof value === 'string' && value !== '';
}

describe('every server message has an Afrikaans translation', () => {
  const translated = afServerMessages();

  it('finds the messages it checks', () => {
    expect(domainMessages().size).toBeGreaterThan(120);
    expect(sourceMessages().size).toBeGreaterThan(40);
  });

  it('the messages of server/domain', () => {
    const missing = [...domainMessages()]
      .filter(([text]) => !translated[text])
      .map(([text, where]) => `${where}: ${text}`);
    expect(missing).toEqual([]);
  });

  it('the messages written elsewhere in the server', () => {
    const missing = [...sourceMessages()]
      .filter(([text]) => !translated[text])
      .map(([text, where]) => `${where}: ${text}`);
    expect(missing).toEqual([]);
  });

  it('the messages the web words itself', () => {
    expect(Object.values(wordedByTheWeb).filter((key) => !hasKey(key))).toEqual([]);
  });

  it('are all in the messages namespace, which every page has', () => {
    expect(featureNamespacesWithServerMessages()).toEqual([]);
  });
});
