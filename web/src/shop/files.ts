/** The address of a stored file: /files/{key}, each path segment escaped. */
export function fileUrl(key: string): string {
  return `/files/${key.split('/').map(encodeURIComponent).join('/')}`;
}
