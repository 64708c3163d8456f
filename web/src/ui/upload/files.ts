/**
 * The file routes of the server (`/files/{folder}` upload, `/files/{key}` read and remove) as the browser uses
 * them: uploads through XMLHttpRequest so that progress is reported, the session's access token on every call
 * (in a header; addresses to open a file by are signed links, fileLinks.ts).
 */
import { accessTokenForRequest, refreshAccessToken } from '../../core/apollo/session';
import { i18n, translateServerMessage } from '../../core/i18n/i18n';
import { isOnline } from '../../core/offline/online';

export interface UploadedFile {
  key: string;
  contentType: string;
  size: number;
}

/** A refused or failed file call; the message is in the user's language. */
export class FileRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'FileRequestError';
  }
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

function errorMessage(status: number, body: string): string {
  try {
    const parsed = JSON.parse(body) as { errors?: { message?: string }[] };
    const message = parsed.errors?.[0]?.message;
    if (message) return translateServerMessage(message);
  } catch {
    // Not the server's JSON (a proxy's page): fall through to the generic words.
  }
  return status === 0 ? i18n.t('offline.needsConnection') : i18n.t('errors.somethingWentWrong');
}

function needsConnection(): FileRequestError {
  return new FileRequestError(i18n.t('offline.needsConnection'), 0);
}

interface UploadOptions {
  /** Called with 0-100 as the bytes go out. */
  onProgress?(percent: number): void;
  signal?: AbortSignal;
}

function send(
  folder: string,
  file: File,
  token: string | null,
  options: UploadOptions,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/files/${encodedPath(folder)}`);
    if (token) request.setRequestHeader('authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        options.onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    request.onload = () => resolve({ status: request.status, body: request.responseText });
    request.onerror = () => reject(needsConnection());
    request.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    options.signal?.addEventListener('abort', () => request.abort(), {
      once: true,
    });
    const form = new FormData();
    form.append('file', file, file.name);
    request.send(form);
  });
}

/**
 * Uploads one file into a folder (e.g. `Products/{productId}`) and resolves with the key the server stored it
 * under. An expired session is renewed once and the upload retried.
 */
export async function uploadFile(folder: string, file: File, options: UploadOptions = {}): Promise<UploadedFile> {
  if (!isOnline()) throw needsConnection();
  let answer = await send(folder, file, await accessTokenForRequest(), options);
  if (answer.status === 401) {
    options.onProgress?.(0);
    answer = await send(folder, file, await refreshAccessToken(), options);
  }
  if (answer.status !== 201) throw new FileRequestError(errorMessage(answer.status, answer.body), answer.status);
  options.onProgress?.(100);
  return JSON.parse(answer.body) as UploadedFile;
}

/** Removes a stored file; one that is already gone counts as removed. */
export async function removeFile(key: string): Promise<void> {
  if (!isOnline()) throw needsConnection();
  const call = async (token: string | null) =>
    fetch(fileUrl(key), {
      method: 'DELETE',
      headers: token ? { authorization: `Bearer ${token}` } : {},
    }).catch(() => {
      throw needsConnection();
    });
  let response = await call(await accessTokenForRequest());
  if (response.status === 401) response = await call(await refreshAccessToken());
  if (!response.ok && response.status !== 404)
    throw new FileRequestError(errorMessage(response.status, await response.text()), response.status);
}
