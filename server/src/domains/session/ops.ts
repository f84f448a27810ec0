import { listPayloadKeys, retirePayloadKey, rotatePayloadKey } from '../../http/crypto.ts';
import { UsageError, type OpsCommand } from '../ops-command.ts';

/** `keys list|rotate|retire <kid>`: the payload encryption keys the session domain publishes for (enc) endpoints. */
export const keysOps: OpsCommand = {
  usage: 'keys list|rotate|retire <kid>   payload encryption keys of the (enc) endpoints',
  async run({ db }, [action, kid]) {
    if (action === 'list') {
      const rows = await listPayloadKeys(db);
      if (!rows.length) return 'no key yet (one is made with the first encrypted call)';
      return rows.map((r) => `${r.kid}\t${r.active ? 'active' : 'retiring'}\t${new Date(r.created_at).toISOString()}`).join('\n');
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
};
