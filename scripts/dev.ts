/** npm run dev: the server (restarted on change by tsx watch) and Vite's dev server with its proxy. */
import { spawn } from 'node:child_process';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const children = [
  spawn(process.execPath, [join(root, 'node_modules/tsx/dist/cli.mjs'), 'watch', 'server/main.ts'], {
    cwd: root,
    stdio: 'inherit',
  }),
  spawn(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), '--config', 'web/vite.config.ts'], {
    cwd: root,
    stdio: 'inherit',
  }),
];
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => children.forEach((child) => child.kill(signal)));
}
