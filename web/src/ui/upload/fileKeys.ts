/** `/files/Editor/u%201/x.png` → `Editor/u 1/x.png`; null for any other address. */
export function keyOfFileUrl(url: string): string | null {
  if (!url.startsWith('/files/') || url.includes('?')) return null;
  try {
    return url.slice('/files/'.length).split('/').map(decodeURIComponent).join('/');
  } catch {
    return null;
  }
}
