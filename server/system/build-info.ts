/**
 * Which build is running: the version of package.json (bundled in at build time) and the commit, from GIT_COMMIT
 * when the deployment sets it, else read once from the checkout's .git when there is one; null (unknown) otherwise.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import packageJson from '../../package.json' with { type: 'json' };

export const version: string = packageJson.version;

/** The nearest folder at or above `start` holding a .git folder. */
function gitFolder(start: string): string | null {
  for (let folder = start; ; folder = dirname(folder)) {
    try {
      readFileSync(join(folder, '.git', 'HEAD'));
      return join(folder, '.git');
    } catch {
      if (dirname(folder) === folder) return null;
    }
  }
}

/** HEAD's commit: a detached HEAD names it; a branch's is in its ref file or in packed-refs. */
export function commitOf(git: string): string | null {
  const read = (path: string) => {
    try {
      return readFileSync(join(git, path), 'utf8');
    } catch {
      return null;
    }
  };
  const head = read('HEAD')?.trim();
  if (!head) return null;
  if (/^[0-9a-f]{40}$/.test(head)) return head;
  const ref = /^ref: (.+)$/.exec(head)?.[1];
  if (!ref) return null;
  const loose = read(ref)?.trim();
  if (loose && /^[0-9a-f]{40}$/.test(loose)) return loose;
  const packed = read('packed-refs')
    ?.split('\n')
    .map((line) => line.split(' '))
    .find(([, name]) => name === ref)?.[0];
  return packed && /^[0-9a-f]{40}$/.test(packed) ? packed : null;
}

let commit: string | null | undefined;

export function runningCommit(env: NodeJS.ProcessEnv = process.env): string | null {
  if (env.GIT_COMMIT) return env.GIT_COMMIT;
  if (commit === undefined) {
    const git = gitFolder(import.meta.dirname);
    commit = git ? commitOf(git) : null;
  }
  return commit;
}
