/**
 * What a file key is, decided in one place. Access is decided on a key and storage opens a key: both must be the
 * same path, so a key is a plain relative path of named segments and nothing a file system, an S3 server or a URL
 * parser could turn into another path (`..`, `.`, empty segments, backslashes, NUL, encoded separators).
 */

/** Each segment: no separators, no control characters (NUL included), not `.` or `..`. */
function isSafeSegment(segment: string): boolean {
  return segment !== '' && segment !== '.' && segment !== '..' && !/[\\/\x00-\x1f\x7f]/.test(segment);
}

export function isSafeKey(key: string): boolean {
  return key.split('/').every(isSafeSegment);
}

/** Storage backends call this before every operation: no backend opens a key the routes would have refused. */
export function assertSafeKey(key: string): void {
  if (!isSafeKey(key)) throw new Error(`Unsafe file key: ${JSON.stringify(key)}`);
}

/**
 * The key named by a request path after its route prefix (`/files/`), exactly as the client sent it; null when it
 * is not a safe key. Separators must be literal slashes: `%2F` or `%5C` inside a segment would decode to a second
 * path that access never saw.
 */
export function keyOfPath(encodedPath: string): string | null {
  if (/%(2f|5c)/i.test(encodedPath)) return null;
  let key: string;
  try {
    key = encodedPath.split('/').map(decodeURIComponent).join('/');
  } catch {
    return null;
  }
  return isSafeKey(key) ? key : null;
}

/** The canonical request path of a key: each segment percent-encoded, the slashes kept. Links are signed over it. */
export function pathOfKey(key: string): string {
  return `/files/${key.split('/').map(encodeURIComponent).join('/')}`;
}
