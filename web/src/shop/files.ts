import { getTokens } from '../app/auth/tokens';

/** The address of a stored file: /files/{key}, each path segment escaped. */
export function fileUrl(key: string): string {
  return `/files/${key.split('/').map(encodeURIComponent).join('/')}`;
}

/**
 * A content file opened in a new tab cannot send the Authorization header: the current access token goes in the
 * query (the server accepts it on GET /files only).
 */
export function withAccessToken(url: string): string {
  const token = getTokens()?.accessToken;
  return token ? `${url}${url.includes('?') ? '&' : '?'}access_token=${encodeURIComponent(token)}` : url;
}
