/**
 * Summarises a V8 .cpuprofile: self time per function and per package (node_modules/<name>, node internals,
 * the project's own files, garbage collection). `tsx scripts/bench/profile.ts <file>` prints it on its own.
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** A script's address relative to the project (or to node_modules). */
function short(url: string): string {
  return url.replace(/^.*node_modules\//, '').replace(`file://${process.cwd()}/`, '');
}

function packageOf(url: string, name: string): string {
  if (name === '(garbage collector)') return '(gc)';
  if (name === '(idle)' || name === '(program)') return name;
  const inModules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (inModules) return inModules[1];
  if (url.startsWith('node:') || url === '') return '(node internals / native)';
  if (url.startsWith('wasm:')) return '(WebAssembly: the embedded PostgreSQL)';
  return short(url).split('/').slice(0, 2).join('/');
}

function top(totals: Map<string, number>, all: number, count: number): string[] {
  return [...totals.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(
      ([name, micros]) =>
        `  ${((100 * micros) / all).toFixed(1).padStart(5)}%  ${(micros / 1000).toFixed(0).padStart(6)} ms  ${name}`,
    );
}

export function summariseProfile(file: string, count = 20): string {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const byFunction = new Map<string, number>();
  const byPackage = new Map<string, number>();
  let all = 0;
  profile.samples.forEach((id, index) => {
    const node = byId.get(id);
    const micros = profile.timeDeltas[index] ?? 0;
    if (!node) return;
    const { functionName, url, lineNumber } = node.callFrame;
    const name = functionName || '(anonymous)';
    const where = url ? ` ${short(url)}:${lineNumber + 1}` : '';
    byFunction.set(`${name}${where}`, (byFunction.get(`${name}${where}`) ?? 0) + micros);
    const pkg = packageOf(url, name);
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + micros);
    all += micros;
  });
  return [
    `CPU profile ${file} (${(all / 1e6).toFixed(1)} s sampled, wall clock: time the process waits preempted inside a`,
    ' system call, e.g. writev to the database socket on a busy machine, counts as that call)',
    ' self time by package:',
    ...top(byPackage, all, 15),
    ` self time by function (top ${count}):`,
    ...top(byFunction, all, count),
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`)
  console.log(summariseProfile(process.argv[2], Number(process.argv[3] ?? 30)));
