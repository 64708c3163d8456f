/**
 * Reads a multipart/form-data upload holding one file. The body is read as it streams in and refused as soon
 * as it passes the limit (the rest is drained, not kept, so the client still gets the answer); then the first
 * part with a filename is taken.
 */
import type { IncomingMessage } from 'node:http';

export interface UploadedFile {
  fieldName: string;
  fileName: string;
  data: Buffer;
}

export class MultipartError extends Error {}
export class UploadTooLarge extends Error {}

/** Room for the part headers and boundaries around the file. */
const envelopeBytes = 64 * 1024;
/** Past this the connection is dropped instead of drained. */
const drainFactor = 4;

export function boundaryOf(contentType: string | undefined): string | null {
  if (!contentType || !/^multipart\/form-data\b/i.test(contentType)) return null;
  const match = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  const boundary = match?.[1] ?? match?.[2];
  return boundary && boundary.length <= 70 ? boundary : null;
}

/** Reads the body, keeping at most `maxFileBytes` plus the multipart envelope. */
export async function readUpload(req: IncomingMessage, maxFileBytes: number): Promise<Buffer> {
  const limit = maxFileBytes + envelopeBytes;
  const declared = Number(req.headers['content-length'] ?? NaN);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit * drainFactor) {
      req.destroy();
      break;
    }
    if (size <= limit) chunks.push(chunk as Buffer);
  }
  if (size > limit || declared > limit) throw new UploadTooLarge();
  return Buffer.concat(chunks);
}

function headerValue(headers: string, name: string): string | null {
  const line = headers.split('\r\n').find((candidate) => candidate.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line ? line.slice(name.length + 1).trim() : null;
}

function dispositionParameter(disposition: string, name: string): string | null {
  const extended = new RegExp(`(?:^|;)\\s*${name}\\*=([^']*)'[^']*'([^;]+)`, 'i').exec(disposition);
  if (extended) {
    try {
      return decodeURIComponent(extended[2].trim());
    } catch {
      // fall back to the plain parameter
    }
  }
  const plain = new RegExp(`(?:^|;)\\s*${name}=(?:"((?:[^"\\\\]|\\\\.)*)"|([^;]*))`, 'i').exec(disposition);
  if (!plain) return null;
  // Browsers do not escape backslashes in file names (they send %22 for a quote): only \" is an escape.
  return plain[1] !== undefined ? plain[1].replace(/\\"/g, '"') : plain[2].trim();
}

/** The first file part of a multipart body. */
export function parseSingleFile(body: Buffer, boundary: string): UploadedFile {
  const delimiter = Buffer.from(`--${boundary}`);
  let position = body.indexOf(delimiter);
  if (position < 0) throw new MultipartError('The upload is not a multipart form.');
  while (position >= 0) {
    const afterDelimiter = position + delimiter.length;
    if (body.subarray(afterDelimiter, afterDelimiter + 2).toString('latin1') === '--') break;
    const headersStart = afterDelimiter + 2;
    const headersEnd = body.indexOf('\r\n\r\n', headersStart);
    if (headersEnd < 0) break;
    const next = body.indexOf(Buffer.from(`\r\n--${boundary}`), headersEnd + 4);
    if (next < 0) break;
    const headers = body.subarray(headersStart, headersEnd).toString('utf8');
    const disposition = headerValue(headers, 'content-disposition') ?? '';
    const fileName = dispositionParameter(disposition, 'filename');
    if (fileName !== null) {
      return {
        fieldName: dispositionParameter(disposition, 'name') ?? '',
        // Some browsers send a full client path: keep the last segment only.
        fileName: fileName.split(/[\\/]/).pop() ?? '',
        data: body.subarray(headersEnd + 4, next),
      };
    }
    position = next + 2;
  }
  throw new MultipartError('The upload has no file.');
}
