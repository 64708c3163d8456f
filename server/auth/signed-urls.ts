/**
 * Short-lived signed links: a GET of one path, for one user, for a few minutes. They replace the access token in
 * the query (`?access_token=`), which ended up in server logs, proxies and browser history and opened everything
 * the user could open for the token's whole life. A link is `path?uid=…&exp=…&sig=…`, where `sig` is an
 * HMAC-SHA256 over the method, the path, the expiry and the user id. The route still decides access for that
 * user when the link is used: the signature only says who is asking, for which path, until when.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const signedUrlSeconds = 5 * 60;

export interface UrlSigner {
  /** A link for GET `path` (already percent-encoded, no query) by `userId`, valid for signedUrlSeconds. */
  sign(path: string, userId: string, now?: number): { url: string; expiresAt: number };
  /** The user a GET of `path` with these query parameters was signed for; null when missing, expired or not ours. */
  verify(path: string, params: URLSearchParams, now?: number): string | null;
}

/** Its own key, derived from the server's signing secret: a link's MAC can never double as a JWT's. */
export function createUrlSigner(secret: Uint8Array): UrlSigner {
  const key = createHmac('sha256', secret).update('classroom-platform signed links v1').digest();
  const mac = (path: string, expires: number, userId: string) =>
    createHmac('sha256', key)
      .update(['GET', path, String(expires), userId].join('\n'))
      .digest();

  return {
    sign(path, userId, now = Date.now()) {
      const expires = Math.floor(now / 1000) + signedUrlSeconds;
      const query = new URLSearchParams({
        uid: userId,
        exp: String(expires),
        sig: mac(path, expires, userId).toString('base64url'),
      });
      return { url: `${path}?${query}`, expiresAt: expires * 1000 };
    },
    verify(path, params, now = Date.now()) {
      const userId = params.get('uid') ?? '';
      const expiresText = params.get('exp') ?? '';
      const given = Buffer.from(params.get('sig') ?? '', 'base64url');
      if (!userId || !/^\d{1,12}$/.test(expiresText) || Number(expiresText) * 1000 <= now) return null;
      const expected = mac(path, Number(expiresText), userId);
      return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
    },
  };
}
