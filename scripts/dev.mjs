#!/usr/bin/env node
/**
 * `npm run dev`: the Vite dev server on http://localhost:5173 with hot reload, proxying the API
 * (web/vite.config.ts) to a platform server on 8081 that restarts when its code changes.
 * DATA_DIR defaults to ./data, shared with `npm start` (run one of them at a time: PGlite is single-process).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { root } from './lib/web-build.mjs';

const children = [];
let stopping = false;

function run(name, args, options) {
  const child = spawn(process.execPath, args, { stdio: 'inherit', ...options });
  children.push(child);
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`${name} stopped (${signal ?? `exit code ${code}`}); stopping dev.`);
    stop(code || 1);
  });
  return child;
}

function stop(code) {
  stopping = true;
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}

run('server', ['--import', 'tsx', '--watch', '--watch-preserve-output', 'server/src/main.ts'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: '8081',
    HOST: '127.0.0.1',
    DATA_DIR: process.env.DATA_DIR ?? './data',
    NODE_ENV: 'development',
  },
});
run('vite', [path.join(root, 'node_modules/vite/bin/vite.js'), '--port', '5173', '--strictPort'], {
  cwd: path.join(root, 'web'),
});

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(0));
console.log('Tala dev: open http://localhost:5173 (hot reload); the API server below listens on 8081 and restarts on change.\n');
