import { describe, expect, it } from 'vitest';
import { forwardedClient, trustedProxies } from './request.ts';

describe('the client address behind trusted proxies', () => {
  it.each([
    ['no proxy trusted: the socket, whatever the header says', '1.1.1.1', '10.0.0.1', 0, '10.0.0.1'],
    [
      'one proxy: the address it saw, not the left-most the client forged',
      '6.6.6.6, 203.0.113.7',
      '10.0.0.1',
      1,
      '203.0.113.7',
    ],
    ['two proxies: two hops from the right', '6.6.6.6, 203.0.113.7, 10.0.0.2', '10.0.0.1', 2, '203.0.113.7'],
    ['one proxy and no header: the socket (a direct caller)', undefined, '10.0.0.1', 1, '10.0.0.1'],
    ['more proxies than hops: the left-most hop', '203.0.113.7', '10.0.0.1', 3, '203.0.113.7'],
  ])('%s', (_case, header, socket, proxies, expected) => {
    expect(forwardedClient(header, socket, proxies)).toBe(expected);
  });

  it.each([
    [undefined, 0],
    ['false', 0],
    ['true', 1],
    ['2', 2],
    ['-1', 0],
  ])('TRUST_PROXY=%s trusts %i proxies', (setting, count) => {
    expect(trustedProxies(setting)).toBe(count);
  });
});
