/**
 * The multipart body of an import, streamed with busboy: each file part goes straight to a temporary file under the
 * data dir (so that the CSV can be read twice, to check and to apply, and is never held in memory), the text fields
 * are kept. The caller removes the spooled files with `discard` once done with them.
 */
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import type { IncomingHttpHeaders } from 'node:http';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import busboy from 'busboy';

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
  await mkdir(dir, { recursive: true });
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
    const open: Readable[] = [];
    let refused: UploadRefused | null = null;
    // A refused upload is parsed no further: its open files are dropped and the rest of the body is drained.
    const refuse = (error: UploadRefused) => {
      refused ??= error;
      req.unpipe(parser);
      req.resume();
      for (const stream of open) stream.destroy();
      void finish();
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
      open.push(stream);
      const write = pipeline(stream, createWriteStream(file.path));
      write.catch(() => undefined);
      writes.push(write);
    });
    parser.on('field', (name, value) => (fields[name] = value));
    parser.on('filesLimit', () => refuse(new UploadRefused(413, `Send at most ${limits.files} files at once.`)));
    parser.on('error', () => refuse(new UploadRefused(400, 'The upload could not be read as multipart/form-data.')));
    function finish() {
      return Promise.all(writes).then(
        () => (refused ? reject(refused) : resolve({ files, fields })),
        (error: unknown) => reject(refused ?? (error instanceof Error ? error : new Error(String(error)))),
      );
    }
    parser.on('close', () => void finish());
    req.on('aborted', () => reject(new UploadRefused(400, 'The upload was interrupted.')));
    req.pipe(parser);
  });
}
