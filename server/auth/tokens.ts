/**
 * Access tokens: HS256 JWTs (jose) with a pinned algorithm, issuer, audience and a 15-minute life. Each names its
 * session (`sid`), which verification looks up, so a token stops working when its session is revoked.
 * The signing key comes from JWT_SECRET, or in development from a key generated once and kept in DATA_DIR.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { jwtVerify, SignJWT, type JWTPayload } from 'jose';
import { LRUCache } from 'lru-cache';
import { anonymous, type Viewer } from '../access/rules.ts';
import type { Config } from '../config.ts';

const algorithm = 'HS256';
const issuer = 'classroom-platform';
const audience = 'classroom-platform-app';
export const accessTokenSeconds = 15 * 60;

export interface TokenService {
  issue(viewer: Viewer): Promise<string>;
  /** The viewer a bearer token names; anonymous for none; throws for an invalid or expired one, or one whose session ended. */
  verify(token: string): Promise<Viewer>;
}

export function signingKey(config: Config): Uint8Array {
  if (config.jwtSecret) return new TextEncoder().encode(config.jwtSecret);
  if (config.production) throw new Error('JWT_SECRET must be set in production.');
  const file = join(config.dataDir, 'jwt-secret');
  if (!existsSync(file)) {
    mkdirSync(config.dataDir, { recursive: true });
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  }
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}

/** Verified tokens remembered per service (least recently used dropped first): more than a process's active users. */
export const verifiedTokensLimit = 1000;

/**
 * The claims of tokens whose signature and claims were verified, by the token's text: a client sends the same token
 * with every request of its 15 minutes, and its HMAC (WebCrypto: a job on libuv's pool and back) and jose's parsing
 * cost more node time on a signed-in request than the session look-up's statement. The text includes the signature,
 * so only that exact token is taken as verified; its expiry is checked again on every use (as jose checks it: expired
 * from its `exp` second on), and its session is looked up on every use.
 */
class VerifiedTokens {
  private readonly claims = new LRUCache<string, JWTPayload & { exp: number }>({ max: verifiedTokensLimit });

  get(token: string): JWTPayload | undefined {
    const known = this.claims.get(token);
    if (!known) return undefined;
    if (known.exp <= Math.floor(Date.now() / 1000)) {
      this.claims.delete(token);
      throw new Error('"exp" claim timestamp check failed');
    }
    return known;
  }

  /** Only tokens with an expiry and no "not before" are kept: nothing else about them changes with time. */
  add(token: string, payload: JWTPayload): void {
    if (typeof payload.exp !== 'number' || payload.nbf !== undefined) return;
    this.claims.set(token, { ...payload, exp: payload.exp });
  }
}

export function createTokenService(
  key: Uint8Array,
  sessionLive: (sessionId: string) => Promise<boolean>,
  lifetimeSeconds = accessTokenSeconds,
): TokenService {
  // Imported once: given the bytes, jose imports the key again on every verification (issue 28: jose's share of a
  // signed-in list request's node time fell from 18 % to 7 %).
  const hmacKey = crypto.subtle.importKey('raw', new Uint8Array(key), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ]);
  const verified = new VerifiedTokens();
  const claimsOf = async (token: string): Promise<JWTPayload> => {
    const known = verified.get(token);
    if (known) return known;
    const { payload } = await jwtVerify(token, await hmacKey, { algorithms: [algorithm], issuer, audience });
    verified.add(token, payload);
    return payload;
  };
  return {
    issue: async (viewer) =>
      new SignJWT({ email: viewer.email, groups: viewer.groups, tp: viewer.teacherProfileId, sid: viewer.sessionId })
        .setProtectedHeader({ alg: algorithm })
        .setSubject(viewer.userId ?? '')
        .setIssuer(issuer)
        .setAudience(audience)
        .setIssuedAt()
        .setExpirationTime(`${lifetimeSeconds}s`)
        .sign(await hmacKey),
    verify: async (token) => {
      if (!token) return anonymous;
      const payload = await claimsOf(token);
      if (!payload.sub) throw new Error('token without subject');
      if (typeof payload.sid !== 'string' || !(await sessionLive(payload.sid))) throw new Error('session ended');
      return {
        userId: payload.sub,
        email: typeof payload.email === 'string' ? payload.email : null,
        groups: Array.isArray(payload.groups) ? payload.groups.map(String) : [],
        teacherProfileId: typeof payload.tp === 'string' ? payload.tp : null,
        sessionId: payload.sid,
      };
    },
  };
}
