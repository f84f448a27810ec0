import { loadConfig } from '../config.ts';
import { UsageError } from '../domains/ops-command.ts';
import { usage } from './commands.ts';
import { runOpsCommand } from './client.ts';

/**
 * `npm run ops -- <command>`: sends the command to the running server when there is one (so it takes
 * effect without a restart), otherwise applies it to the existing database directly (ops/client.ts).
 */
async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  // `help` alone asks for the usage; `help votes` is the help centre's command
  if (!argv.length || (argv.length === 1 && argv[0] === 'help') || argv[0] === '--help') {
    console.log(usage());
    return;
  }
  console.log(await runOpsCommand(loadConfig(), argv));
}

main().catch((err) => {
  if (err instanceof UsageError) {
    console.error(`${err.message}\n${usage()}`);
    process.exit(2);
  }
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
