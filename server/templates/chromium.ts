/** The machine's Chromium, as the PDF renderer and the browser tests find and start it. */
import { existsSync } from 'node:fs';

export function chromiumPath(env: NodeJS.ProcessEnv = process.env): string | null {
  const candidates = [env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
    (path): path is string => Boolean(path),
  );
  return candidates.find((path) => existsSync(path)) ?? null;
}

/** Headless Chromium's switches, for the PDF renderer and the browser tests. */
export const chromiumLaunchArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
