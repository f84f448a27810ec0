import { messageLimits } from '@tala/contract/messages';
import { memberByAccount } from '../member/queries.ts';
import { UsageError, type OpsCommand } from '../ops-command.ts';
import { broadcastMessage, sendMessage } from './send.ts';

/**
 * `message send <username|all> <title> <text…>`: a platform information message from the operator to
 * one member, or a copy to every active member. Open tabs see the count rise at once.
 */
export const messageOps: OpsCommand = {
  usage: 'message send <username|all> <title> <text>',
  async run(platform, [action, to, title, ...rest]) {
    const body = rest.join(' ').trim();
    if (action !== 'send' || !to || !title?.trim() || !body) throw new UsageError('say send <username|all> <title> <text>');
    if (title.length > messageLimits.title) throw new UsageError(`the title is longer than ${messageLimits.title} characters`);
    if (body.length > messageLimits.body) throw new UsageError(`the text is longer than ${messageLimits.body} characters`);
    const message = { kind: 'operator' as const, title: title.trim(), body };
    if (to.toLowerCase() === 'all') return `message sent to ${await broadcastMessage(platform, message)} members`;
    const member = await memberByAccount(platform.db, to);
    if (!member) throw new UsageError(`no member ${to}`);
    const id = await sendMessage(platform, member.id, message);
    return `message ${id} sent to ${member.account}`;
  },
};
