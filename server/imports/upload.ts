/**
 * The multipart body of an import, streamed with busboy: each file part goes straight to a temporary file under the
 * data dir (so that the CSV can be read twice, to check and to apply, and is never held in memory), the text fields
 * are kept. The caller removes the spooled files with `discard` once done with them.
 */
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { IncomingHttpHeaders } from 'node:http';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Writable } from 'node:stream';
import busboy from 'busboy';
import { asStorageError, makeFolder } from '../files/storage.ts';

export interface SpooledFile {
  field: string;
  fileName: string;
  path: string;
  size: number;
}

export interface SpooledUpload {
  files: SpooledFile[];
  fields: Record<string, string>;
  discard(): Promise<void>;
}

export class UploadRefused extends Error {
  constructor(
    readonly status: 400 | 413,
    message: string,
  ) {
    super(message);
  }
}

export interface UploadLimits {
  /** Largest file part, in bytes. */
  fileSize: number;
  /** Most file parts. */
  files: number;
  /** The message for a file over the limit. */
  tooLarge: string;
}

/** A request body and its headers: an IncomingMessage, or any stream in a test. */
export type UploadBody = Readable & { headers: IncomingHttpHeaders };

/** Where an import's uploads wait: DATA_DIR/imports/<random>. */
export function spoolDir(dataDir: string): string {
  return join(dataDir, 'imports', randomUUID());
}

export async function spoolUpload(req: UploadBody, dataDir: string, limits: UploadLimits): Promise<SpooledUpload> {
  const dir = spoolDir(dataDir);
  try {
    await makeFolder(dir);
  } catch (error) {
    // Answered once the body is read: a client still sending when the connection closes sees a reset.
    req.resume();
    if (!req.readableEnded && !req.destroyed)
      await new Promise((resolve) => {
        req.once('end', resolve);
        req.once('close', resolve);
      });
    throw storageError(error);
  }
  const discard = () => rm(dir, { recursive: true, force: true });
  try {
    return { ...(await readParts(req, dir, limits)), discard };
  } catch (error) {
    await discard();
    throw error;
  }
}

function readParts(
  req: UploadBody,
  dir: string,
  limits: UploadLimits,
): Promise<{ files: SpooledFile[]; fields: Record<string, string> }> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        // Browsers send file names as UTF-8 bytes; busboy reads plain parameters as Latin-1 unless told.
        defParamCharset: 'utf8',
        limits: { fileSize: limits.fileSize, files: limits.files, fields: 20, fieldSize: 1024 },
      });
    } catch {
      reject(new UploadRefused(400, 'Send the file as multipart/form-data.'));
      return;
    }
    const files: SpooledFile[] = [];
    const fields: Record<string, string> = {};
    const writes: Promise<void>[] = [];
    const sinks: Writable[] = [];
    let refused: Error | null = null;
    let settled = false;
    // Answers once every spooled write has ended, and the body has been read to its end: a client still sending
    // when the answer goes out and the connection closes sees a reset instead of the answer.
    const settle = () => {
      if (settled) return;
      settled = true;
      void Promise.allSettled(writes).then((outcomes) => {
        const failed = outcomes.find((outcome) => outcome.status === 'rejected');
        const error = refused ?? (failed ? storageError(failed.reason) : null);
        if (!error) return resolve({ files, fields });
        if (req.readableEnded || req.destroyed) return reject(error);
        req.once('end', () => reject(error));
        req.once('close', () => reject(error));
      });
    };
    // A refused upload is parsed no further: its spooled files are dropped (a destroyed sink ends its pipeline, which
    // a destroyed busboy file stream does not) and the rest of the body is drained.
    const refuse = (error: Error) => {
      if (refused) return;
      refused = error;
      req.unpipe(parser);
      req.resume();
      for (const sink of sinks) sink.destroy(error);
      settle();
    };
    parser.on('file', (field, stream, info) => {
      if (refused) {
        stream.resume();
        return;
      }
      const file: SpooledFile = {
        field,
        fileName: info.filename || 'file',
        path: join(dir, `${files.length}`),
        size: 0,
      };
      files.push(file);
      stream.on('data', (chunk: Buffer) => (file.size += chunk.length));
      stream.on('limit', () => refuse(new UploadRefused(413, limits.tooLarge)));
      const sink = createWriteStream(file.path);
      sinks.push(sink);
      const write = pipeline(stream, sink);
      // A disk that is full or read-only: the upload stops here, answered 507.
      write.catch((error: unknown) => refuse(storageError(error)));
      writes.push(write);
    });
    parser.on('field', (name, value) => (fields[name] = value));
    parser.on('filesLimit', () =>
      refuse(
        new UploadRefused(
          413,
          limits.files === 1 ? 'Send one file at a time.' : `Send at most ${limits.files} files at once.`,
        ),
      ),
    );
    parser.on('error', () => refuse(new UploadRefused(400, 'The upload could not be read as multipart/form-data.')));
    parser.on('close', settle);
    req.on('aborted', () => refuse(new UploadRefused(400, 'The upload was interrupted.')));
    req.pipe(parser);
  });
}

/** A spooling failure: StorageUnwritable when the disk is full or read-only. */
function storageError(error: unknown): Error {
  const mapped = asStorageError(error);
  return mapped instanceof Error ? mapped : new Error(String(mapped));
}
