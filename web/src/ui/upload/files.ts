/**
 * The file routes of the server (`/files/{folder}` upload, `/files/{key}` read and remove) as the browser uses
 * them: uploads through XMLHttpRequest so that progress is reported, the session's access token on every call
 * (in a header; addresses to open a file by are signed links, fileLinks.ts).
 */
import { authorizedFetch, errorMessage, HttpRequestError, postForm, type SendOptions } from './request';

export interface UploadedFile {
  key: string;
  contentType: string;
  size: number;
}

/** `Products/a b/1-x.jpg` → `Products/a%20b/1-x.jpg`: each segment encoded, the slashes kept. */
function encodedPath(path: string): string {
  return path.split('/').map(encodeURIComponent).join('/');
}

/** The address of a stored file; public folders (product images) need nothing more. */
export function fileUrl(key: string): string {
  return `/files/${encodedPath(key)}`;
}

/** The name a file was uploaded with (one rule with the server's downloads). */
export { fileNameOf } from '../../../../server/domain/file-keys.ts';

/**
 * Uploads one file into a folder (e.g. `Products/{productId}`) and resolves with the key the server stored it
 * under. An expired session is renewed once and the upload retried.
 */
export async function uploadFile(folder: string, file: File, options: SendOptions = {}): Promise<UploadedFile> {
  const form = new FormData();
  form.append('file', file, file.name);
  const answer = await postForm(`/files/${encodedPath(folder)}`, form, options);
  if (answer.status !== 201) throw new HttpRequestError(errorMessage(answer.status, answer.body), answer.status);
  return JSON.parse(answer.body) as UploadedFile;
}

/** Removes a stored file; one that is already gone counts as removed. */
export async function removeFile(key: string): Promise<void> {
  const response = await authorizedFetch(fileUrl(key), { method: 'DELETE' });
  if (!response.ok && response.status !== 404)
    throw new HttpRequestError(errorMessage(response.status, await response.text()), response.status);
}
