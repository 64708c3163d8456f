import { describe, expect, it } from 'vitest';
import { createUrlSigner, signedUrlSeconds } from './signed-urls.ts';

const signer = createUrlSigner(new TextEncoder().encode('test secret'));
const path = '/files/ProductsContent/c1/1-answers.pdf';
const now = Date.UTC(2026, 10, 24, 12);

function paramsOf(url: string): URLSearchParams {
  return new URL(url, 'http://localhost').searchParams;
}

const flipFirst = (text: string) => (text.startsWith('A') ? 'B' : 'A') + text.slice(1);

describe('signed links', () => {
  it('name the user they were signed for, on that path, until they expire', () => {
    const { url, expiresAt } = signer.sign(path, 'user-1', now);
    expect(url.startsWith(`${path}?`)).toBe(true);
    expect(expiresAt).toBe(now + signedUrlSeconds * 1000);
    expect(signer.verify(path, paramsOf(url), now + 1000)).toBe('user-1');
    expect(signer.verify(path, paramsOf(url), expiresAt)).toBeNull();
  });

  it('do not open another path', () => {
    const { url } = signer.sign(path, 'user-1', now);
    expect(signer.verify('/files/ProductsContent/c1/2-other.pdf', paramsOf(url), now)).toBeNull();
  });

  it.each([
    ['another user', (params: URLSearchParams) => params.set('uid', 'user-2')],
    ['a later expiry', (params: URLSearchParams) => params.set('exp', String(Number(params.get('exp')) + 3600))],
    ['a changed signature', (params: URLSearchParams) => params.set('sig', flipFirst(params.get('sig') ?? ''))],
    ['no signature', (params: URLSearchParams) => params.delete('sig')],
  ])('are refused when tampered with: %s', (_name, tamper) => {
    const params = paramsOf(signer.sign(path, 'user-1', now).url);
    tamper(params);
    expect(signer.verify(path, params, now)).toBeNull();
  });

  it('are refused under another server secret', () => {
    const { url } = createUrlSigner(new TextEncoder().encode('other secret')).sign(path, 'user-1', now);
    expect(signer.verify(path, paramsOf(url), now)).toBeNull();
  });
});
