/**
 * Calls to the server's own HTTP routes (files, imports, downloads) as the browser makes them: the session's access
 * token in a header, an expired session renewed once and the call repeated, forms sent through XMLHttpRequest so
 * that upload progress is reported, and refusals turned into words in the user's language.
 */
import { accessTokenForRequest, refreshAccessToken } from '../../core/apollo/session';
import { i18n } from '../../core/i18n/i18n';
import { translateServerMessage } from '../../core/i18n/serverMessages';
import { isOnline } from '../../core/offline/online';

/** A refused or failed call; the message is in the user's language. */
export class HttpRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'HttpRequestError';
  }
}

interface ErrorBody {
  errors?: { message?: string }[];
  error?: { message?: string };
}

/** The server's reason from its JSON answer (`{ errors: [{ message }] }` or `{ error: { message } }`), translated. */
export function errorMessage(status: number, body: string): string {
  try {
    const parsed = JSON.parse(body) as ErrorBody;
    const message = parsed.errors?.[0]?.message ?? parsed.error?.message;
    if (message) return translateServerMessage(message);
  } catch {
    // Not the server's JSON (a proxy's page): fall through to the generic words.
  }
  return status === 0 ? i18n.t('offline.needsConnection') : i18n.t('errors.somethingWentWrong');
}

export function needsConnection(): HttpRequestError {
  return new HttpRequestError(i18n.t('offline.needsConnection'), 0);
}

export interface SendOptions {
  /** Called with 0-100 as the bytes go out. */
  onProgress?(percent: number): void;
  signal?: AbortSignal;
}

export interface Answer {
  status: number;
  body: string;
}

function send(path: string, form: FormData, token: string | null, options: SendOptions): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', path);
    if (token) request.setRequestHeader('authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        options.onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    request.onload = () => resolve({ status: request.status, body: request.responseText });
    request.onerror = () => reject(needsConnection());
    request.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    options.signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(form);
  });
}

/** Posts a multipart form, reporting the upload's progress; the answer whatever its status (the caller judges it). */
export async function postForm(path: string, form: FormData, options: SendOptions = {}): Promise<Answer> {
  if (!isOnline()) throw needsConnection();
  let answer = await send(path, form, await accessTokenForRequest(), options);
  if (answer.status === 401) {
    options.onProgress?.(0);
    answer = await send(path, form, await refreshAccessToken(), options);
  }
  if (answer.status >= 200 && answer.status < 300) options.onProgress?.(100);
  return answer;
}

/** fetch with the access token; a network failure is a HttpRequestError with the offline words. */
export async function authorizedFetch(path: string, init: RequestInit = {}): Promise<Response> {
  if (!isOnline()) throw needsConnection();
  const call = async (token: string | null) =>
    fetch(path, {
      ...init,
      headers: {
        ...(init.headers as Record<string, string> | undefined),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
    }).catch((error: unknown) => {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw needsConnection();
    });
  let response = await call(await accessTokenForRequest());
  if (response.status === 401) response = await call(await refreshAccessToken());
  return response;
}

/** The body of a successful answer as JSON; a refusal, or an answer that is not the server's JSON, throws. */
export async function jsonOf<T>(answer: Answer | Response): Promise<T> {
  const { status, body } = answer instanceof Response ? { status: answer.status, body: await answer.text() } : answer;
  if (status < 200 || status >= 300) throw new HttpRequestError(errorMessage(status, body), status);
  try {
    return JSON.parse(body) as T;
  } catch {
    // A page instead of JSON (a proxy's, or a server without the route).
    throw new HttpRequestError(errorMessage(status, body), status);
  }
}

/** `attachment; filename*=UTF-8''a%20b.csv` → `a b.csv`; the fallback when the header names none. */
export function fileNameOfDisposition(disposition: string | null, fallback: string): string {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="([^"]+)"/i.exec(disposition ?? '')?.[1] ?? fallback;
}

/** Saves a successful answer's body as a file through a link in this page (no empty tab is left behind). */
export async function saveResponse(response: Response, fallbackName: string): Promise<void> {
  const blob = await response.blob();
  const address = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = address;
  link.download = fileNameOfDisposition(response.headers.get('content-disposition'), fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started by now; the address is let go a while later (an immediate revoke can cancel it).
  setTimeout(() => URL.revokeObjectURL(address), 60_000);
}

/** Downloads a file from a route that needs the access token (a CSV template, a report). */
export async function downloadAuthorized(path: string, fallbackName: string): Promise<void> {
  const response = await authorizedFetch(path);
  if (!response.ok) throw new HttpRequestError(errorMessage(response.status, await response.text()), response.status);
  await saveResponse(response, fallbackName);
}
