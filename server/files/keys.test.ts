import { describe, expect, it } from 'vitest';
import { assertSafeKey, keyOfPath } from './keys.ts';

describe('keyOfPath: the one reading of a key from a request path', () => {
  it.each([
    ['Products/abc/1-cover.png', 'Products/abc/1-cover.png'],
    ['Products/abc/1-a%20b.png', 'Products/abc/1-a b.png'],
    ['Editor/u1/lesson/1-x.png', 'Editor/u1/lesson/1-x.png'],
  ])('%s is the key %s', (path, key) => expect(keyOfPath(path)).toBe(key));

  it.each([
    'Products/..%2FProductsContent/c/1-x.pdf',
    'Products%2F..%2FProductsContent/c/1-x.pdf',
    'Products/%2e%2e%2fProductsContent/c/1-x.pdf',
    'Products/%2e%2e/ProductsContent/c/1-x.pdf',
    'Products/../ProductsContent/c/1-x.pdf',
    'Schools/x/..%2F..%2FEditor/u/1-x.png',
    'Products/..%5CProductsContent/c/1-x.pdf',
    'Products/..\\ProductsContent/c/1-x.pdf',
    'Products/./abc/1-x.png',
    'Products//abc/1-x.png',
    'Products/abc/',
    '/Products/abc/1-x.png',
    'Products/abc/1-x.png%00',
    'Products/abc/1-x.png%',
    '',
  ])('%s is refused', (path) => expect(keyOfPath(path)).toBeNull());
});

describe('assertSafeKey: every storage backend refuses what the routes refuse', () => {
  it.each(['../etc/passwd', 'Products/../ProductsContent/x', 'Products\\..\\x', 'a/./b', 'a//b', 'a/b\0', ''])(
    '%s throws',
    (key) => expect(() => assertSafeKey(key)).toThrow(/Unsafe file key/),
  );
});
