/** npm run build (both builds, always) and the first step of npm start (`--if-stale`: only what is out of date). */
import { ensureServerBuild, ensureWebBuild } from './build-steps.ts';

const force = !process.argv.includes('--if-stale');
await ensureWebBuild(force);
await ensureServerBuild('server/main.ts', 'dist/server.mjs', force);
