import type { Platform } from '../http/context.ts';

/**
 * An operator command a domain contributes (`npm run ops -- <name> …`). Domains export them as
 * data; the registry (domains/index.ts) names them, and server/src/ops runs them, inside the server
 * process through /ops/run or directly on the database when no server is running.
 */
export interface OpsCommand {
  usage: string;
  run(platform: Platform, args: string[]): Promise<string>;
}

/** Thrown for a command the operator typed wrong: printed with the usage, exit code 2. */
export class UsageError extends Error {}
