import fs from 'node:fs';
import { loadConfig } from '../config.ts';
import { createPlatform } from '../platform.ts';
import { UsageError } from '../domains/ops-command.ts';
import { runOps, usage } from './commands.ts';
import { opsTokenFile } from './routes.ts';

/**
 * `npm run ops -- <command>`: sends the command to the running server when there is one (so it takes
 * effect without a restart), otherwise applies it to the database directly.
 */
async function viaServer(dataDir: string, argv: string[]): Promise<string | null> {
  let info: { port: number; token: string; pid: number };
  try {
    info = JSON.parse(fs.readFileSync(opsTokenFile(dataDir), 'utf8'));
    process.kill(info.pid, 0);
  } catch {
    return null;
  }
  let res: Response;
  try {
    res = await fetch(`http://127.0.0.1:${info.port}/ops/run`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-ops-token': info.token },
      body: JSON.stringify({ argv }),
    });
  } catch {
    return null;
  }
  const body = (await res.json()) as { success: boolean; value?: string; message?: string };
  if (!body.success) throw new UsageError(body.message ?? `server answered ${res.status}`);
  return body.value ?? '';
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  if (!argv.length || argv[0] === 'help' || argv[0] === '--help') {
    console.log(usage());
    return;
  }
  const config = loadConfig();
  const remote = await viaServer(config.dataDir, argv);
  if (remote !== null) {
    console.log(remote);
    return;
  }
  const platform = await createPlatform(config);
  try {
    console.log(await runOps(platform, argv));
  } finally {
    await platform.db.close();
  }
}

main().catch((err) => {
  if (err instanceof UsageError) {
    console.error(`${err.message}\n${usage()}`);
    process.exit(2);
  }
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
