/**
 * A backup is one gzip-compressed tar file (tar-stream): readable with `tar tzf`, written and read as a stream, so
 * neither the database nor the files are ever held whole in memory. What the entries are is format.ts.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import tar from 'tar-stream';

export interface ArchiveWriter {
  /** Adds one entry; resolves once the archive has taken it (so a slow disk holds the producer back). */
  add(name: string, content: Buffer | string): Promise<void>;
}

/** Writes `file` with the entries `produce` adds, in that order; a failure leaves the file half-written. */
export async function writeArchive(file: string, produce: (writer: ArchiveWriter) => Promise<void>): Promise<void> {
  const pack = tar.pack();
  const writing = pipeline(pack, createGzip(), createWriteStream(file));
  const writer: ArchiveWriter = {
    add: (name, content) => {
      const data = typeof content === 'string' ? Buffer.from(content) : content;
      return new Promise((resolve, reject) => {
        pack.entry({ name, size: data.length, mtime: new Date() }, data, (error) => {
          if (error) reject(error);
          else resolve();
        });
      });
    },
  };
  try {
    await produce(writer);
    pack.finalize();
  } catch (error) {
    pack.destroy(error instanceof Error ? error : new Error(String(error)));
    await writing.catch(() => undefined);
    throw error;
  }
  await writing;
}

export interface ArchiveEntry {
  name: string;
  content: Buffer;
}

/** The entries of an archive one at a time, each read whole (a table chunk or one stored file). */
export async function* readArchive(file: string): AsyncGenerator<ArchiveEntry> {
  const extract = tar.extract();
  const reading = pipeline(createReadStream(file), createGunzip(), extract);
  // A read error also ends the loop below with it; this keeps the pipeline's own rejection from going unheard.
  reading.catch(() => undefined);
  try {
    for await (const entry of extract) {
      const chunks: Buffer[] = [];
      for await (const chunk of entry) chunks.push(chunk as Buffer);
      if (entry.header.type === 'file') yield { name: entry.header.name, content: Buffer.concat(chunks) };
    }
    await reading;
  } finally {
    extract.destroy();
  }
}
