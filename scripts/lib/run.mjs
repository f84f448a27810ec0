/** Runs one step of `npm test` as its own process group, teeing its output to a log, with a time limit. */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { root } from './web-build.mjs';

/**
 * @param {string} name step name (also names the log file)
 * @param {string[]} command executable and arguments
 * @param {{ timeout: number, env?: Record<string, string>, logDir: string }} options
 * @returns {Promise<{ ok: boolean, note?: string, log: string }>}
 */
export function runLogged(name, [cmd, ...args], { timeout, env = {}, logDir }) {
  const log = path.join(logDir, `${name.replace(/\W+/g, '-').replace(/^-|-$/g, '')}.log`);
  const out = fs.createWriteStream(log);
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      cwd: root,
      env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      // its own process group, so a time-out can stop everything it started (servers, browsers)
      detached: true,
    });
    let timedOut = false;
    const tee = (chunk) => {
      process.stdout.write(chunk);
      out.write(chunk);
    };
    child.stdout.on('data', tee);
    child.stderr.on('data', tee);
    const killGroup = (signal) => {
      try {
        process.kill(-child.pid, signal);
      } catch {
        /* already gone */
      }
    };
    const timer = setTimeout(() => {
      timedOut = true;
      killGroup('SIGTERM');
      setTimeout(() => killGroup('SIGKILL'), 10_000).unref();
    }, timeout);
    // if `npm test` itself is interrupted, take the step down with it and stop
    let interrupted = false;
    const onSignal = () => {
      interrupted = true;
      killGroup('SIGTERM');
    };
    process.once('SIGINT', onSignal);
    process.once('SIGTERM', onSignal);
    const done = (ok, note) => {
      if (interrupted) process.exit(130);
      clearTimeout(timer);
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
      out.end();
      resolve({ ok, note, log: path.relative(root, log) });
    };
    child.on('error', (err) => done(false, `could not start ${cmd}: ${err.message}`));
    child.on('exit', (code, signal) => {
      // stragglers (a server or browser the step forgot) would hold the pipes open: end them
      killGroup('SIGTERM');
      // let the last output drain before reporting
      setTimeout(() => {
        if (timedOut) return done(false, `timed out after ${Math.round(timeout / 60_000)} min`);
        done(code === 0, code === 0 ? undefined : `exit ${signal ?? code}; log ${path.relative(root, log)}`);
      }, 200);
    });
  });
}
