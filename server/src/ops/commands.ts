import type { Platform } from '../http/context.ts';
import { opsCommands } from '../domains/index.ts';
import { UsageError } from '../domains/ops-command.ts';

/**
 * The operator command runner. The commands themselves belong to the domains (they name them in the
 * registry); they run inside the server process (through /ops/run, so they take effect at once, even
 * on the embedded database) or directly on the database when no server is running.
 */
export function usage(): string {
  return ['usage: npm run ops -- <command>', ...Object.values(opsCommands).map((c) => `  ${c.usage}`)].join('\n');
}

export async function runOps(platform: Platform, argv: string[]): Promise<string> {
  const [name, ...args] = argv;
  const command = name && Object.hasOwn(opsCommands, name) ? opsCommands[name] : undefined;
  if (!command) throw new UsageError(name ? `unknown command ${name}` : 'no command given');
  return command.run(platform, args);
}
