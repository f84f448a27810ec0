import type { Platform } from '../http/context.ts';
import { getFlag, setFlag } from '../domains/system/flags.ts';
import { parseRegion } from '../domains/system/region.ts';
import { invalidateGate } from '../domains/system/gate.ts';
import { getSettings } from '../domains/system/queries.ts';
import { parseSetting } from './setting.ts';
import { lotteryOps } from '../domains/lottery/ops.ts';
import { gamesOps } from '../domains/games/ops.ts';
import { listPayloadKeys, retirePayloadKey, rotatePayloadKey } from '../http/crypto.ts';

/** Thrown for a command the operator typed wrong: printed with the usage, exit code 2. */
export class UsageError extends Error {}

export interface OpsCommand {
  usage: string;
  run(platform: Platform, args: string[]): Promise<string>;
}

/**
 * Operator commands. They run inside the server process (through /ops/run, so they take effect at
 * once, even on the embedded database) or directly on the database when no server is running.
 * Domains add their own entries (for example `lottery draw`).
 */
export const opsCommands: Record<string, OpsCommand> = {
  maintenance: {
    usage: 'maintenance on|off|status',
    async run({ db }, [mode]) {
      if (mode === 'status') return `maintenance is ${(await getFlag(db, 'maintenance', false)) ? 'on' : 'off'}`;
      if (mode !== 'on' && mode !== 'off') throw new UsageError('say on, off or status');
      await setFlag(db, 'maintenance', mode === 'on');
      invalidateGate();
      return `maintenance ${mode}`;
    },
  },
  region: {
    usage: 'region block|allow <CC|CIDR>, region list',
    async run({ db }, [action, arg]) {
      if (action === 'list') {
        const rows = await db.query<{ kind: string; value: string }>(
          'SELECT kind, value FROM region_blocks ORDER BY kind, value',
        );
        return rows.length ? rows.map((r) => `${r.kind}\t${r.value}`).join('\n') : 'no region is blocked';
      }
      if (action !== 'block' && action !== 'allow') throw new UsageError('say block, allow or list');
      const region = arg ? parseRegion(arg) : null;
      if (!region) throw new UsageError(`${arg ?? '(nothing)'} is not a two-letter country code or a CIDR range`);
      if (action === 'block') {
        await db.query('INSERT INTO region_blocks (kind, value) VALUES ($1, $2) ON CONFLICT (value) DO NOTHING', [
          region.kind,
          region.value,
        ]);
        invalidateGate();
        return `blocked ${region.value}`;
      }
      const removed = await db.query('DELETE FROM region_blocks WHERE value = $1 RETURNING id', [region.value]);
      invalidateGate();
      return removed.length ? `allowed ${region.value}` : `${region.value} was not blocked`;
    },
  },
  setting: {
    usage: 'setting <key> [<json>]   e.g. setting site.loginedToHomePage true (no json: show)',
    async run({ db }, [key, json]) {
      if (!key) throw new UsageError('name a setting, for example site.loginedToHomePage');
      const [top = '', field] = key.split('.', 2);
      const current = await getSettings(db, top);
      const shown = field ? (current as Record<string, unknown> | undefined)?.[field] : current;
      if (json === undefined) return JSON.stringify(shown, null, 2) ?? `${key} is not set`;
      const next = parseSetting(key, json, current);
      if ('problem' in next) throw new UsageError(next.problem);
      await db.query(
        `INSERT INTO brand_settings (key, value, updated_at) VALUES ($1, $2::jsonb, now())
         ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
        [top, JSON.stringify(next.value)],
      );
      return `${key} = ${json}`;
    },
  },
  keys: {
    usage: 'keys list|rotate|retire <kid>   payload encryption keys of the (enc) endpoints',
    async run({ db }, [action, kid]) {
      if (action === 'list') {
        const rows = await listPayloadKeys(db);
        if (!rows.length) return 'no key yet (one is made with the first encrypted call)';
        return rows
          .map((r) => `${r.kid}\t${r.active ? 'active' : 'retiring'}\t${new Date(r.created_at).toISOString()}`)
          .join('\n');
      }
      if (action === 'rotate') return `active key is now ${(await rotatePayloadKey(db)).kid}`;
      if (action === 'retire') {
        if (!kid) throw new UsageError('name the key: keys retire <kid> (keys list shows them)');
        const outcome = await retirePayloadKey(db, kid);
        if (outcome === 'active') throw new UsageError(`${kid} is the active key: rotate first`);
        if (outcome === 'unknown') throw new UsageError(`no key ${kid}`);
        return `retired ${kid}`;
      }
      throw new UsageError('say keys list, keys rotate or keys retire <kid>');
    },
  },
  lottery: lotteryOps,
  games: gamesOps,
};

export function usage(): string {
  return ['usage: npm run ops -- <command>', ...Object.values(opsCommands).map((c) => `  ${c.usage}`)].join('\n');
}

export async function runOps(platform: Platform, argv: string[]): Promise<string> {
  const [name, ...args] = argv;
  const command = name ? opsCommands[name] : undefined;
  if (!command) throw new UsageError(name ? `unknown command ${name}` : 'no command given');
  return command.run(platform, args);
}
