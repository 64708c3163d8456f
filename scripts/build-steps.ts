/**
 * The two builds `npm start` runs when their output is missing or older than the sources: the web app (vite →
 * dist/web, then its files compressed once into .br and .gz: precompress.ts) and the server (esbuild →
 * dist/server.mjs, run by plain node: no TypeScript loader in production).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { precompressDirectory } from './precompress.ts';

const root = join(import.meta.dirname, '..');

function newestChange(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.name === 'node_modules') continue;
    newest = Math.max(newest, newestChange(join(path, entry.name)));
  }
  return newest;
}

function isFresh(output: string, sources: string[]): boolean {
  return (
    existsSync(output) &&
    statSync(output).mtimeMs >= Math.max(...sources.map((source) => newestChange(join(root, source))))
  );
}

export async function ensureWebBuild(force = false): Promise<void> {
  if (!force && isFresh(join(root, 'dist/web/index.html'), ['web', 'server/domain'])) return;
  console.log('Building the web app…');
  execFileSync(
    process.execPath,
    [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--config', 'web/vite.config.ts'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  const started = Date.now();
  const summary = await precompressDirectory(join(root, 'dist/web'));
  const megabytes = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
  console.log(
    `Compressed ${summary.files} files of ${megabytes(summary.bytes)} MB to ${megabytes(summary.brotliBytes)} MB (br), ` +
      `${megabytes(summary.gzipBytes)} MB (gzip) in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
}

/**
 * Bundles a server entry (and everything of the project's it imports; packages stay imports) into one ES module
 * in dist/. It must sit one folder below the root, as server/ does: the server finds schema.graphql, dist/web and
 * its data folder from its own folder's parent.
 */
export async function ensureServerBuild(
  entry = 'server/main.ts',
  outfile = 'dist/server.mjs',
  force = false,
): Promise<string> {
  const output = join(root, outfile);
  if (!force && isFresh(output, ['server', 'db', 'schema.graphql', entry, 'package-lock.json'])) return output;
  console.log(`Building ${outfile}…`);
  await build({
    absWorkingDir: root,
    entryPoints: [entry],
    outfile: output,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  });
  return output;
}
