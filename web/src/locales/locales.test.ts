import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const dir = import.meta.dirname;

function keys(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

const read = (path: string) => JSON.parse(readFileSync(join(dir, path), 'utf8')) as unknown;

describe('every text exists in English and Afrikaans', () => {
  it('translation', () => expect(keys(read('af.json')).sort()).toEqual(keys(read('en.json')).sort()));
  const namespaces = (language: string) =>
    readdirSync(join(dir, language))
      .filter((file) => file.endsWith('.json'))
      .sort();
  for (const file of namespaces('en')) {
    it(file, () => expect(keys(read(`af/${file}`)).sort()).toEqual(keys(read(`en/${file}`)).sort()));
  }
  it('no namespace exists in one language only', () => expect(namespaces('af')).toEqual(namespaces('en')));
});
