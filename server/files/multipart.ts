/**
 * Reads a multipart/form-data upload holding one file, with busboy (as the imports do): a second file part is
 * refused (TooManyFiles, answered 413), other parts are skipped. The body is read as it streams in and refused as soon as the file passes its
 * limit; the rest is drained, not kept, so that the client still gets the answer, up to a point past which the
 * connection is dropped.
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';
import busboy from 'busboy';

export interface UploadedFile {
  fieldName: string;
  fileName: string;
  data: Buffer;
}

export class MultipartError extends Error {}
export class UploadTooLarge extends Error {}
export class TooManyFiles extends Error {}

/** A request body and its headers: an IncomingMessage, or any stream in a test. */
export type UploadBody = Readable & { headers: IncomingHttpHeaders };

/** Room for the part headers, boundaries and the few small fields around the file. */
const envelopeBytes = 64 * 1024;
/** Past this many times the limit the connection is dropped instead of drained. */
const drainFactor = 4;

export function readSingleFile(req: UploadBody, maxFileBytes: number): Promise<UploadedFile> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        // Browsers send file names as UTF-8 bytes; busboy reads plain parameters as Latin-1 unless told.
        defParamCharset: 'utf8',
        // One byte over the limit: busboy reports a file that reaches its limit, even one of exactly that size.
        limits: { files: 1, fileSize: maxFileBytes + 1, fields: 20, fieldSize: 1024, parts: 50 },
      });
    } catch {
      reject(new MultipartError('Send the file as multipart/form-data.'));
      return;
    }
    let file: UploadedFile | null = null;
    let settled = false;
    let received = 0;

    const settle = (outcome: UploadedFile | Error) => {
      if (settled) return;
      settled = true;
      if (!(outcome instanceof Error)) return resolve(outcome);
      // Parse no further, and answer once the rest of the body has been drained (or dropped): a client still
      // sending when the connection closes sees a reset instead of the answer.
      req.unpipe(parser);
      if (req.readableEnded || req.destroyed) return reject(outcome);
      req.once('end', () => reject(outcome));
      req.once('close', () => reject(outcome));
      req.resume();
    };

    req.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received > (maxFileBytes + envelopeBytes) * drainFactor) req.destroy();
      else if (received > maxFileBytes + envelopeBytes) settle(new UploadTooLarge());
    });
    req.once('aborted', () => settle(new MultipartError('The upload was interrupted.')));
    req.once('error', () => settle(new MultipartError('The upload was interrupted.')));

    parser.on('file', (fieldName, stream, info) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => settle(new UploadTooLarge()));
      stream.on('end', () => {
        if (!stream.truncated) file = { fieldName, fileName: info.filename ?? '', data: Buffer.concat(chunks) };
      });
    });
    parser.on('filesLimit', () => settle(new TooManyFiles()));
    parser.on('error', () => settle(new MultipartError('The upload is not a multipart form.')));
    parser.on('close', () => settle(file ?? new MultipartError('The upload has no file.')));
    req.pipe(parser);
  });
}
