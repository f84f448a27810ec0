import { UsageError, type OpsCommand } from '../ops-command.ts';
import { getFlag, setFlag } from './flags.ts';
import { invalidateGate } from './gate.ts';
import { allowRegion, blockRegion, listRegionBlocks, parseRegion } from './region.ts';
import { changeSetting, showSetting } from './settings.ts';

/** `maintenance on|off|status`: the whole site answers SYSTEM_MAINTENANCE while it is on. */
export const maintenanceOps: OpsCommand = {
  usage: 'maintenance on|off|status',
  async run({ db }, [mode]) {
    if (mode === 'status') return `maintenance is ${(await getFlag(db, 'maintenance', false)) ? 'on' : 'off'}`;
    if (mode !== 'on' && mode !== 'off') throw new UsageError('say on, off or status');
    await setFlag(db, 'maintenance', mode === 'on');
    invalidateGate();
    return `maintenance ${mode}`;
  },
};

/** `region block|allow <CC|CIDR>`, `region list`: visitors from a blocked region get ACCESS_RESTRICTED. */
export const regionOps: OpsCommand = {
  usage: 'region block|allow <CC|CIDR>, region list',
  async run({ db }, [action, arg]) {
    if (action === 'list') {
      const rows = await listRegionBlocks(db);
      return rows.length ? rows.map((r) => `${r.kind}\t${r.value}`).join('\n') : 'no region is blocked';
    }
    if (action !== 'block' && action !== 'allow') throw new UsageError('say block, allow or list');
    const region = arg ? parseRegion(arg) : null;
    if (!region) throw new UsageError(`${arg ?? '(nothing)'} is not a two-letter country code or a CIDR range`);
    if (action === 'block') {
      await blockRegion(db, region);
      invalidateGate();
      return `blocked ${region.value}`;
    }
    const removed = await allowRegion(db, region.value);
    invalidateGate();
    return removed ? `allowed ${region.value}` : `${region.value} was not blocked`;
  },
};

/** `setting <key> [<json>]`: shows or changes one brand setting, validated before it is stored. */
export const settingOps: OpsCommand = {
  usage: 'setting <key> [<json>]   e.g. setting site.loginedToHomePage true (no json: show)',
  async run({ db }, [key, json]) {
    if (!key) throw new UsageError('name a setting, for example site.loginedToHomePage');
    if (json === undefined) return JSON.stringify(await showSetting(db, key), null, 2) ?? `${key} is not set`;
    const refused = await changeSetting(db, key, json);
    if (refused) throw new UsageError(refused.problem);
    return `${key} = ${json}`;
  },
};
