/**
 * The memory benchmark's child process (memory.ts): the real server, run as `npm start` runs it (bundled, plain
 * node), which tells over IPC where its resident memory is: the V8 heap, the embedded database's WebAssembly
 * memory and the rest (compiled code, the embedded database's files in memory, buffers, the node binary). RSS is
 * sampled every 50 ms; at each new peak the breakdown is taken again, so the peak is reported with its parts.
 */
import { readFileSync } from 'node:fs';
import { getHeapSpaceStatistics, getHeapStatistics } from 'node:v8';
import { startServer } from '../../server/app.ts';
import { readConfig } from '../../server/config.ts';
import { benchAdminToken } from './admin-token.ts';

const mb = (bytes: number) => bytes / 2 ** 20;

export interface MemoryBreakdown {
  rssMb: number;
  /** V8's heap, resident. */
  heapMb: number;
  /** The embedded database's WebAssembly memory, resident. */
  wasmMb: number;
  /** Its size: the most it has grown to (WebAssembly memory never shrinks). */
  wasmSizeMb: number;
  /** Mapped files: the node binary, libraries. */
  filesMb: number;
  /** Compiled code outside the heap: the embedded database's WebAssembly, compiled, then optimised where hot. */
  codeMb: number;
  /** Everything else: malloc (compilers' working memory among it), ArrayBuffers (the database's files in memory). */
  otherMb: number;
  /** Of otherMb, ArrayBuffers and Buffers (node's count). */
  arrayBuffersMb: number;
}

export type ToMemoryChild = { type: 'sample' } | { type: 'stop' };
export type FromMemoryChild =
  { type: 'ready'; url: string; adminToken: string } | { type: 'sample'; now: MemoryBreakdown; peak: MemoryBreakdown };

interface Mapping {
  head: string;
  sizeKb: number;
  rssKb: number;
}

function mappings(): Mapping[] {
  const found: Mapping[] = [];
  for (const line of readFileSync('/proc/self/smaps', 'utf8').split('\n')) {
    if (/^[0-9a-f]+-[0-9a-f]+ /.test(line)) found.push({ head: line, sizeKb: 0, rssKb: 0 });
    const field = /^(Size|Rss):\s+(\d+) kB/.exec(line);
    const last = found.at(-1);
    if (field && last) last[field[1] === 'Size' ? 'sizeKb' : 'rssKb'] = Number(field[2]);
  }
  return found;
}

/** A mapped file on disk (memfd: anonymous memory with a name, as V8 may use for code). */
const isFile = (path: string) => path.startsWith('/') && !path.startsWith('/memfd:');

/**
 * V8 reserves a WebAssembly memory with guard pages after it, up to 10 GB in all: the memory is the readable and
 * writable mapping just before an inaccessible one of a gigabyte or more (PGlite's is the only one in the server).
 */
export function memoryBreakdown(): MemoryBreakdown {
  const all = mappings();
  let wasmKb = 0;
  let wasmSizeKb = 0;
  all.forEach((mapping, index) => {
    const next = all[index + 1] as Mapping | undefined;
    if (mapping.head.includes(' rw-p ') && next?.head.includes(' ---p ') && next.sizeKb >= 2 ** 20) {
      wasmKb += mapping.rssKb;
      wasmSizeKb += mapping.sizeKb;
    }
  });
  const filesKb = all
    .filter((mapping) => isFile(mapping.head.split(/\s+/)[5] ?? ''))
    .reduce((sum, mapping) => sum + mapping.rssKb, 0);
  const codeKb = all
    .filter((mapping) => /^\S+ ..x/.test(mapping.head) && !isFile(mapping.head.split(/\s+/)[5] ?? ''))
    .reduce((sum, mapping) => sum + mapping.rssKb, 0);
  const rssMb = all.reduce((sum, mapping) => sum + mapping.rssKb, 0) / 1024;
  const heapMb = mb(getHeapStatistics().total_physical_size);
  // JavaScript's own code lives in the heap's code space, also executable: counted in the heap.
  const heapCodeMb = mb(
    getHeapSpaceStatistics()
      .filter((space) => space.space_name.startsWith('code'))
      .reduce((sum, space) => sum + space.physical_space_size, 0),
  );
  return {
    rssMb,
    heapMb,
    wasmMb: wasmKb / 1024,
    wasmSizeMb: wasmSizeKb / 1024,
    filesMb: filesKb / 1024,
    codeMb: codeKb / 1024 - heapCodeMb,
    otherMb: rssMb - heapMb - (wasmKb + filesKb + codeKb) / 1024 + heapCodeMb,
    arrayBuffersMb: mb(process.memoryUsage().arrayBuffers),
  };
}

const reply = (message: FromMemoryChild) => process.send?.(message);

let peak = memoryBreakdown();
setInterval(() => {
  if (mb(process.memoryUsage.rss()) > peak.rssMb + 1) peak = memoryBreakdown();
}, 50).unref();

const running = await startServer(
  readConfig({ ...process.env, PORT: '0', SEED_DEMO: 'false', NODE_ENV: 'production' }),
);
const adminToken = await benchAdminToken(running.app);

process.on('message', (message: ToMemoryChild) => {
  if (message.type === 'sample') {
    const now = memoryBreakdown();
    reply({ type: 'sample', now, peak: now.rssMb > peak.rssMb ? now : peak });
    peak = now;
    return;
  }
  void running.close().then(() => process.exit(0));
});
process.on('disconnect', () => process.exit(0));

reply({ type: 'ready', url: running.url, adminToken });
