import { UsageError, type OpsCommand } from '../ops-command.ts';
import { pick } from '../system/text.ts';
import { voteSummary } from './queries.ts';

/** `help votes`: every help article with how many readers found it helpful and how many did not. */
export const helpOps: OpsCommand = {
  usage: 'help votes',
  async run({ db }, [action]) {
    if (action !== 'votes') throw new UsageError('say votes');
    const rows = await voteSummary(db);
    if (!rows.length) return 'no help article';
    return rows.map((r) => [r.id, r.slug, `+${r.helpful}`, `-${r.not_helpful}`, pick(r.title, 'en')].join('\t')).join('\n');
  },
};
