/**
 * Access tokens: a token verified once is taken again without its HMAC being checked again (issue 28, the signed-in
 * request's node time), but only that exact text, only until it expires, and only while its session lives.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenService, verifiedTokensLimit } from './tokens.ts';

const key = new TextEncoder().encode('test secret of the token tests, long enough');
const viewer = {
  userId: 'user-1',
  email: 'teacher@example.com',
  groups: ['teacher'],
  teacherProfileId: 'tp-1',
  sessionId: 'session-1',
};
const start = Date.UTC(2026, 10, 28, 12);

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** A token service whose sessions live while `live` says so, and a token it issued now. */
async function issued(live: () => boolean = () => true, lifetimeSeconds = 60) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(start);
  const lookups: string[] = [];
  const service = createTokenService(
    key,
    async (sessionId) => {
      lookups.push(sessionId);
      return live();
    },
    lifetimeSeconds,
  );
  return { service, token: await service.issue(viewer), lookups };
}

describe('access tokens verified once', () => {
  it('give the same viewer again without checking the HMAC again, and look the session up every time', async () => {
    const { service, token, lookups } = await issued();
    const hmac = vi.spyOn(crypto.subtle, 'verify');
    expect(await service.verify(token)).toEqual(viewer);
    expect(await service.verify(token)).toEqual(viewer);
    expect(hmac).toHaveBeenCalledTimes(1);
    expect(lookups).toEqual(['session-1', 'session-1']);
  });

  it('are refused from their expiry second on, as jose refuses them', async () => {
    const { service, token } = await issued(() => true, 60);
    await service.verify(token);
    vi.setSystemTime(start + 59_999);
    expect(await service.verify(token)).toEqual(viewer);
    vi.setSystemTime(start + 60_000);
    await expect(service.verify(token)).rejects.toThrow('"exp" claim timestamp check failed');
    // Not remembered as good after that either: jose sees it again and refuses it.
    await expect(service.verify(token)).rejects.toThrow('"exp" claim timestamp check failed');
  });

  it('are refused once their session ends', async () => {
    let live = true;
    const { service, token } = await issued(() => live);
    expect(await service.verify(token)).toEqual(viewer);
    live = false;
    await expect(service.verify(token)).rejects.toThrow('session ended');
  });

  it('vouch for no other text: another signature or other claims are checked, and refused', async () => {
    const { service, token } = await issued();
    await service.verify(token);
    const [header, payload, signature] = token.split('.');
    const otherSignature = `${header}.${payload}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    await expect(service.verify(otherSignature)).rejects.toThrow();
    const otherClaims = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), groups: ['admin'] }),
    ).toString('base64url');
    await expect(service.verify(`${header}.${otherClaims}.${signature}`)).rejects.toThrow();
    const signedElsewhere = await createTokenService(new TextEncoder().encode('another key'), async () => true).issue(
      viewer,
    );
    await expect(service.verify(signedElsewhere)).rejects.toThrow();
  });

  it(`keep at most ${verifiedTokensLimit}: the least recently used is checked again`, async () => {
    const { service, token } = await issued();
    await service.verify(token);
    for (let i = 0; i < verifiedTokensLimit; i += 1)
      await service.verify(await service.issue({ ...viewer, userId: `user-${i + 2}` }));
    const hmac = vi.spyOn(crypto.subtle, 'verify');
    expect(await service.verify(token)).toEqual(viewer);
    expect(hmac).toHaveBeenCalledTimes(1);
  });
});
