import { UsageError, type OpsCommand } from '../ops-command.ts';
import { feedbackQueue, replyToFeedback } from './queries.ts';
import { toItem } from './submit.ts';

const oneLine = (text: string) => text.replace(/\s+/g, ' ').slice(0, 120);

/**
 * `feedback list [open]`: feedback and complaints, unanswered first (oldest first), then the latest
 * answered. `feedback reply <id> <text…>`: answers one; the member sees the reply with his feedback.
 */
export const feedbackOps: OpsCommand = {
  usage: 'feedback list [open] | feedback reply <id> <text>',
  async run({ db }, [action, ...rest]) {
    if (action === 'list') {
      if (rest.length && rest[0] !== 'open') throw new UsageError('say list, or list open');
      const rows = await feedbackQueue(db, rest[0] === 'open');
      if (!rows.length) return 'no feedback';
      return rows
        .map((r) => {
          const item = toItem(r);
          return [
            item.id,
            item.createdAt,
            r.account ?? 'visitor',
            item.type,
            item.contact || '-',
            `${item.imageCount} image(s)`,
            item.reply === null ? 'OPEN' : `replied ${item.repliedAt}`,
            oneLine(item.content),
          ].join('\t');
        })
        .join('\n');
    }
    if (action !== 'reply') throw new UsageError('say list, or reply <id> <text>');
    const [idText, ...words] = rest;
    const id = Number(idText);
    const text = words.join(' ').trim();
    if (!Number.isInteger(id) || id <= 0 || !text) throw new UsageError('say reply <id> <text>');
    if (text.length > 2000) throw new UsageError('a reply is at most 2000 characters');
    if (!(await replyToFeedback(db, id, text))) throw new UsageError(`no feedback ${id}`);
    return `feedback ${id} answered`;
  },
};
