/**
 * Storage keys of uploaded files: Folder/…/{timestamp}-{name}. Pure: the server names downloads and the web app
 * shows file names the same way.
 */

/** The file name a key was uploaded with: the last segment without its `{timestamp}-` prefix (kept when that is all). */
export function fileNameOf(key: string): string {
  const last = key.split('/').pop() ?? key;
  return last.replace(/^\d+-/, '') || last;
}
