/** The command-line flags of the proof scripts (`npm run fanout -- --subscribers 200`). */

/** The number after `--name`, else `fallback`; a value that is not a number stops the script with a message. */
export function numberFlag(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  if (at < 0) return fallback;
  const value = Number(process.argv[at + 1]);
  if (!Number.isFinite(value)) {
    console.error(`--${name} takes a number (got ${process.argv[at + 1] ?? 'nothing'})`);
    process.exit(2);
  }
  return value;
}

/** Whether `--name` was given. */
export function hasFlag(name: string): boolean {
  return process.argv.includes(`--${name}`);
}
