/**
 * PGlite has no lock of its own: two processes on one data dir would corrupt it. The lock file names its owner by
 * pid and start time, so that a dead owner is recognised at once: after kill -9 the owner can linger as a zombie
 * until its parent reaps it (it still answers kill(pid, 0)), and a pid can be reused by an unrelated process.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

interface Owner {
  pid: number;
  /** Clock ticks after boot at which the process started (Linux); absent where /proc is missing. */
  startTime?: string;
}

interface ProcessStat {
  state: string;
  startTime: string;
}

const hasProc = existsSync('/proc/self/stat');

/** /proc/<pid>/stat: the command name (field 2) may hold spaces and parentheses, so fields count from its end. */
function processStat(pid: number): ProcessStat | undefined {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  return { state: fields[0], startTime: fields[19] }; // fields 3 and 22
}

function signalable(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function isAlive(owner: Owner): boolean {
  if (!hasProc) return signalable(owner.pid);
  const stat = processStat(owner.pid);
  if (!stat || stat.state === 'Z') return false;
  return owner.startTime === undefined || owner.startTime === stat.startTime;
}

function readOwner(lockFile: string): Owner | undefined {
  const [pid, startTime] = readFileSync(lockFile, 'utf8').trim().split(' ');
  return Number(pid) ? { pid: Number(pid), startTime } : undefined;
}

export class DataDirInUseError extends Error {}

/** Takes the data dir for this process; the returned function releases it. */
export function lockDataDir(dataDir: string): () => void {
  const lockFile = join(dataDir, 'pglite.pid');
  const owner = existsSync(lockFile) ? readOwner(lockFile) : undefined;
  if (owner && owner.pid !== process.pid && isAlive(owner)) {
    throw new DataDirInUseError(`The embedded database in ${dataDir} is in use by process ${owner.pid}.`);
  }
  const startTime = processStat(process.pid)?.startTime;
  writeFileSync(lockFile, startTime ? `${process.pid} ${startTime}` : String(process.pid));
  return () => rmSync(lockFile, { force: true });
}
