#!/usr/bin/env node
/**
 * `npm start`: builds the web app when web/dist is missing or older than its sources, then runs ONE
 * platform server serving the site and the API (PORT, default 8080; DATA_DIR, default ./data).
 * The server prints its URL and the demo logins.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { defaultWebDist, ensureWebBuild, root } from './lib/web-build.mjs';

const webDist = process.env.WEB_DIST ? path.resolve(process.env.WEB_DIST) : defaultWebDist;
try {
  console.log(await ensureWebBuild(webDist));
} catch (err) {
  console.error(`Tala could not build the web app: ${err.message}`);
  process.exit(1);
}

const server = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: process.env.PORT ?? '8080',
    DATA_DIR: process.env.DATA_DIR ?? './data',
    WEB_DIST: webDist,
  },
});
// Ctrl-C reaches the server too (same process group); wait for it to close the database cleanly.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
