import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, securityHeaders, viaHttps, type HeaderSettings } from './headers.ts';

const settings: HeaderSettings = {
  publicUrl: 'http://localhost:4000',
  trustProxy: 0,
  payfastProcessUrl: 'https://sandbox.payfast.co.za/eng/process',
};

const request = (headers: Record<string, string> = {}) => ({ headers }) as unknown as IncomingMessage;

describe('Content-Security-Policy', () => {
  const policy = Object.fromEntries(
    contentSecurityPolicy(settings)
      .split('; ')
      .map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)]),
  );

  it('allows scripts from this origin only, never inline', () => {
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
  });

  it('lets the card checkout post to the card provider, and nothing frame our pages', () => {
    expect(policy['form-action']).toEqual(["'self'", 'https://sandbox.payfast.co.za']);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
  });

  it('connects to this origin and its WebSocket, runs workers from blobs, frames video players', () => {
    expect(policy['connect-src']).toEqual(["'self'", 'ws://localhost:4000']);
    expect(contentSecurityPolicy({ ...settings, publicUrl: 'https://classroom.example' })).toContain(
      "connect-src 'self' wss://classroom.example;",
    );
    expect(policy['worker-src']).toEqual(["'self'", 'blob:']);
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:']);
    expect(policy['frame-src']).toEqual(['https://www.youtube-nocookie.com', 'https://player.vimeo.com']);
  });
});

describe('HSTS only over HTTPS', () => {
  it.each([
    ['a plain http public address', settings, {}, false],
    ['an https public address', { ...settings, publicUrl: 'https://classroom.example' }, {}, true],
    ['X-Forwarded-Proto from an untrusted client', settings, { 'x-forwarded-proto': 'https' }, false],
    [
      'X-Forwarded-Proto https from a trusted proxy',
      { ...settings, trustProxy: 1 },
      { 'x-forwarded-proto': 'https' },
      true,
    ],
    [
      'X-Forwarded-Proto http from a trusted proxy',
      { ...settings, trustProxy: 1 },
      { 'x-forwarded-proto': 'http' },
      false,
    ],
    ['the last of several hops', { ...settings, trustProxy: 1 }, { 'x-forwarded-proto': 'https, http' }, false],
  ] as const)('%s', (_name, given, headers, expected) => {
    expect(viaHttps(request(headers), given)).toBe(expected);
    expect('strict-transport-security' in securityHeaders(given)(request(headers))).toBe(expected);
  });
});

it('turns device features off and keeps referrers to the origin across sites', () => {
  const headers = securityHeaders(settings)(request());
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['permissions-policy']).toContain('geolocation=()');
  expect(headers['permissions-policy']).toContain('payment=()');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-content-type-options']).toBe('nosniff');
});
