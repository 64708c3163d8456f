/** npm run build (both builds, always) and the first step of npm start (`--if-stale`: only what is out of date). */
import { embeddedTemplate } from '../db/embedded-template.ts';
import { ensureServerBuild, ensureWebBuild } from './build-steps.ts';

const force = !process.argv.includes('--if-stale');
await ensureWebBuild(force);
await ensureServerBuild('server/main.ts', 'dist/server.mjs', force);
// The bare embedded data folder, made here so that the server never runs initdb in its own process.
if (!process.env.DATABASE_URL) await embeddedTemplate();
