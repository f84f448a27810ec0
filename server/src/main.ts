import { ConfigError, loadConfig, type Config } from './config.ts';
import { buildApp } from './http/app.ts';
import { createPlatform } from './platform.ts';
import { bindHooks, domains, jobs } from './domains/index.ts';
import { opsDomain } from './ops/routes.ts';
import { startJobRunner, type JobRunner } from './jobs/runner.ts';
import { drainAndClose, reportJobRunner } from './http/health.ts';
import { demoMembers } from './domains/member/demo-seed.ts';

/** Demo logins printed at start; the accounts domain seeds them (see README). */
export const demoLogins: { username: string; password: string; role: string }[] = demoMembers.map((m) => ({ ...m }));

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(`Tala server refuses to start.\n${err.message}`);
      process.exit(78);
    }
    throw err;
  }
  const platform = await createPlatform(config);
  // the operator endpoint sits on top of every domain (it runs their commands), so it is added here
  const app = await buildApp(platform, { domains: [...domains, opsDomain], hooks: bindHooks, serveWeb: true });
  let runner: JobRunner | null = null;
  const close = async () => {
    // drain: /readyz turns 503, serve on while the load balancer notices, then stop accepting, end push
    // streams, let in-flight requests finish; a stuck request must not hold the shutdown forever
    await drainAndClose(app, platform, {
      delayMs: config.shutdownDelayMs,
      timeoutMs: 15_000,
      after: async () => {
        await runner?.stop();
        await platform.db.close();
      },
      onTimeout: () => {
        console.error('shutdown: requests still running after 15 s; exiting');
        process.exit(1);
      },
    });
    process.exit(0);
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
  await app.listen({ port: config.port, host: config.host });
  // scheduled work (lottery draws …): one runner per cluster, see jobs/runner.ts
  if (config.runJobs) runner = startJobRunner(platform, jobs);
  reportJobRunner(platform, () => (runner ? (runner.isLeader() ? 'leader' : 'standby') : 'off'));
  const url = `http://localhost:${(app.server.address() as { port: number }).port}`;
  const db = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`;
  console.log(`\nTala is running at ${url}  (${db}${platform.seeded ? ', demo brand seeded' : ''})`);
  if (demoLogins.length) {
    console.log('Demo logins:');
    for (const l of demoLogins) console.log(`  ${l.role.padEnd(8)} ${l.username} / ${l.password}`);
  }
  console.log(`API reference: ${url}/api/docs`);
  if (config.devOutbox) {
    // codes and temporary passwords: readable from this machine only (see http/security.ts)
    console.log(`Dev outbox (SMS and e-mail sent, from this machine only): ${url}/dev/outbox`);
  }
  console.log('');
}

main().catch((err) => {
  console.error('Tala server failed to start:', err instanceof Error ? err.message : err);
  process.exit(1);
});
