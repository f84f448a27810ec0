import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer } from '../scripts/lib/server.mjs';
import { ensureWebBuild, root } from '../scripts/lib/web-build.mjs';

/**
 * Once per run: a web build (E2E_WEB_DIST when `npm test` already built one, otherwise .tmp/e2e-web-dist,
 * rebuilt only when its sources changed) and a prepared data directory — the server started once on an
 * empty DATA_DIR migrates and seeds it — that every worker copies (fixtures.ts).
 */
export default async function globalSetup() {
  const webDist = process.env.E2E_WEB_DIST ? path.resolve(process.env.E2E_WEB_DIST) : path.join(root, '.tmp/e2e-web-dist');
  if (!process.env.E2E_WEB_DIST) console.log(await ensureWebBuild(webDist, { quiet: true }));
  if (!fs.existsSync(path.join(webDist, 'index.html'))) throw new Error(`no web build in ${webDist}`);

  const template = fs.mkdtempSync(path.join(os.tmpdir(), 'tala-e2e-template-'));
  const server = await startServer({ dataDir: template, webDist });
  await server.stop();
  // the ops endpoint file belongs to that stopped server: copies must not point at it
  fs.rmSync(path.join(template, 'ops.json'), { force: true });

  process.env.E2E_WEB_DIST = webDist;
  process.env.E2E_TEMPLATE_DIR = template;
  return async () => fs.rmSync(template, { recursive: true, force: true });
}
