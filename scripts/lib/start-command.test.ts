import { describe, expect, it } from 'vitest';
import { startCommand } from './start-command.ts';

/** The value of the last occurrence of a node flag (node, like V8, takes the last one given). */
function lastFlag(args: string[], name: string): string | undefined {
  return args.findLast((arg) => arg === name || arg.startsWith(`${name}=`) || arg === `--no-${name.slice(2)}`);
}

describe("npm start's node flags, per database (docs/decisions.md, issue 28)", () => {
  it('keeps the embedded server small: optimised for size, a young generation of 4 MB semi-spaces', () => {
    const { nodeArgs, env } = startCommand('embedded');
    expect(lastFlag(nodeArgs, '--optimize-for-size')).toBe('--optimize-for-size');
    expect(lastFlag(nodeArgs, '--max-semi-space-size')).toBe('--max-semi-space-size=4');
    expect(env.MALLOC_MMAP_THRESHOLD_).toBe('16384');
  });

  it('spends memory for CPU on PostgreSQL: not optimised for size, 8 MB semi-spaces', () => {
    const { nodeArgs } = startCommand('postgres');
    expect(lastFlag(nodeArgs, '--optimize-for-size')).toBe('--no-optimize-for-size');
    expect(lastFlag(nodeArgs, '--max-semi-space-size')).toBe('--max-semi-space-size=8');
  });
});
