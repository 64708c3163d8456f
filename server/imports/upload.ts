/**
 * The multipart body of an import, streamed with busboy: each file part goes straight to a temporary file under the
 * data dir (so that the CSV can be read twice, to check and to apply, and is never held in memory), the text fields
 * are kept. The caller removes the spooled files with `discard` once done with them.
 */
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
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

/** Where an import's uploads wait: DATA_DIR/imports/<random>. */
export function spoolDir(dataDir: string): string {
  return join(dataDir, 'imports', randomUUID());
}

export async function spoolUpload(req: IncomingMessage, dataDir: string, limits: UploadLimits): Promise<SpooledUpload> {
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
  req: IncomingMessage,
  dir: string,
  limits: UploadLimits,
): Promise<{ files: SpooledFile[]; fields: Record<string, string> }> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: { fileSize: limits.fileSize, files: limits.files, fields: 20, fieldSize: 1024 },
      });
    } catch {
      reject(new UploadRefused(400, 'Send the file as multipart/form-data.'));
      return;
    }
    const files: SpooledFile[] = [];
    const fields: Record<string, string> = {};
    const writes: Promise<void>[] = [];
    let refused: UploadRefused | null = null;
    const refuse = (error: UploadRefused) => {
      refused ??= error;
      req.unpipe(parser);
      req.resume();
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
      writes.push(pipeline(stream, createWriteStream(file.path)));
    });
    parser.on('field', (name, value) => (fields[name] = value));
    parser.on('filesLimit', () => refuse(new UploadRefused(413, `Send at most ${limits.files} files at once.`)));
    parser.on('error', () => refuse(new UploadRefused(400, 'The upload could not be read as multipart/form-data.')));
    const finish = () =>
      Promise.all(writes).then(
        () => (refused ? reject(refused) : resolve({ files, fields })),
        (error: unknown) => reject(refused ?? (error instanceof Error ? error : new Error(String(error)))),
      );
    parser.on('close', () => void finish());
    req.on('aborted', () => reject(new UploadRefused(400, 'The upload was interrupted.')));
    req.pipe(parser);
    // A refused upload stops being parsed: settle once the rest of the body has been drained.
    req.on('end', () => {
      if (refused) void finish();
    });
  });
}
