/**
 * npm test: finds a Chromium for the browser tests (CHROME_PATH, else /usr/bin/chromium; on Debian as root it
 * installs Debian's chromium when none is found), builds the web app when needed, makes the bare embedded data folder
 * (db/embedded-template.ts) and runs every test.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { embeddedTemplate } from '../db/embedded-template.ts';
import { chromiumPath } from '../server/templates/chromium.ts';
import { ensureWebBuild } from './build-steps.ts';

const root = join(import.meta.dirname, '..');

function findChromium(): string {
  const found = chromiumPath();
  if (found) return found;
  const debian = existsSync('/etc/debian_version');
  const root = process.getuid?.() === 0;
  if (debian && root) {
    console.log("No Chromium found: installing Debian's chromium…");
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  }
  console.error('The browser tests need Chromium: install it (Debian: apt-get install chromium) or set CHROME_PATH.');
  process.exit(1);
}

process.env.CHROME_PATH = findChromium();
await ensureWebBuild();
// The bare embedded data folder every test's new database is copied from, made once before the workers start.
await embeddedTemplate();
const result = spawnSync(
  process.execPath,
  [join(root, 'node_modules/vitest/vitest.mjs'), 'run', ...process.argv.slice(2)],
  {
    cwd: root,
    stdio: 'inherit',
    env: process.env,
  },
);
process.exit(result.status ?? 1);
