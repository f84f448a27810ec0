/**
 * Starts the real platform server (`node --import tsx server/src/main.ts`) for e2e and bench: free
 * port, own data directory, the given web build; waits for its "Tala is running at …" line.
 */
import { spawn } from 'node:child_process';
import { root } from './web-build.mjs';

/**
 * @param {{ dataDir: string, webDist: string, env?: Record<string, string>, timeoutMs?: number }} opts
 */
export function startServer({ dataDir, webDist, env: extra = {}, timeoutMs = 90_000 }) {
  const env = {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_DIST: webDist,
    NODE_ENV: 'test',
    // lets a client play a visitor from another country (e2e: page.setExtraHTTPHeaders)
    TRUSTED_COUNTRY_HEADER: 'x-test-country',
    LOG_LEVEL: 'warn',
    ...extra,
  };
  // always the embedded database in DATA_DIR, even when CI sets DATABASE_URL for the server suite
  if (!extra.DATABASE_URL) delete env.DATABASE_URL;
  if (!extra.REDIS_URL) delete env.REDIS_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const append = (chunk) => (log = (log + chunk.toString()).slice(-50_000));
  return new Promise((resolve, reject) => {
    let ready = false;
    const fail = (err) => {
      clearTimeout(timer);
      if (ready) return;
      child.kill('SIGKILL');
      reject(new Error(`${err.message}\n--- server output ---\n${log}`));
    };
    const timer = setTimeout(() => fail(new Error(`the server did not start within ${timeoutMs / 1000} s`)), timeoutMs);
    child.stdout.on('data', (chunk) => {
      append(chunk);
      const m = !ready && log.match(/Tala is running at http:\/\/localhost:(\d+)/);
      if (!m) return;
      ready = true;
      clearTimeout(timer);
      const port = Number(m[1]);
      resolve({ baseURL: `http://127.0.0.1:${port}`, port, process: child, output: () => log, stop: () => stopProcess(child) });
    });
    child.stderr.on('data', append);
    child.on('exit', (code, signal) => fail(new Error(`the server exited (${signal ?? code}) before it was ready`)));
  });
}

/** SIGTERM (the server closes its database cleanly), SIGKILL after 10 s. */
export function stopProcess(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(killer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
