import { CHAT_PUSH_EVENTS } from '@tala/contract/core/push';
import { chatLimits, SUPPORT_ROOM, VIP_SERVICE_RANK } from '@tala/contract/chat';
import { memberByAccount } from '../member/queries.ts';
import { UsageError, type OpsCommand } from '../ops-command.ts';
import { plainText, postToRoom } from './post.ts';
import { deleteChatMessage, roomByCode, setMute, supportThreads } from './queries.ts';

function messageText(words: string[]): string {
  const text = plainText(words.join(' '));
  if (text.length > chatLimits.text) throw new UsageError(`the text is longer than ${chatLimits.text} characters`);
  return text;
}

/**
 * `chat post <room> <text…>`: an announcement from the brand in a room (open panels show it at once,
 * marked as the operator's). `chat mute <username> <minutes>`: the member may read but not post for
 * that long; 0 lifts the mute. `chat delete <message id>`: the message disappears from every open
 * panel. `chat support`: the customer-service conversations, those awaiting an answer first;
 * `chat reply <username> <text…>`: the brand's answer in a member's conversation.
 */
export const chatOps: OpsCommand = {
  usage:
    'chat post <room> <text> | chat mute <username> <minutes> | chat delete <message id> | chat support | chat reply <username> <text>',
  async run(platform, [action, target, ...rest]) {
    if (action === 'post') {
      const text = messageText(rest);
      if (!target || !text) throw new UsageError('say post <room> <text>');
      const room = await roomByCode(platform.db, target);
      if (!room) throw new UsageError(`no room ${target}`);
      if (room.private) throw new UsageError(`${target} is a private room: answer a member with chat reply <username> <text>`);
      const message = await postToRoom(platform, { room: target, memberId: null, text });
      return `message ${message.id} posted in ${target}`;
    }
    if (action === 'mute') {
      const minutes = Number(rest[0]);
      if (!target || rest.length !== 1 || !Number.isInteger(minutes) || minutes < 0 || minutes > 525_600) {
        throw new UsageError('say mute <username> <minutes> (0 lifts the mute)');
      }
      const member = await memberByAccount(platform.db, target);
      if (!member) throw new UsageError(`no member ${target}`);
      const until = await setMute(platform.db, member.id, minutes);
      return until ? `${member.account} muted until ${until.toISOString()}` : `${member.account} may post again`;
    }
    if (action === 'delete') {
      const id = Number(target);
      if (!Number.isSafeInteger(id) || id <= 0 || rest.length) throw new UsageError('say delete <message id>');
      const where = await deleteChatMessage(platform.db, id);
      if (!where) throw new UsageError(`no message ${id} (or it is already deleted)`);
      platform.publish(where.thread_member_id ?? 'all', { type: CHAT_PUSH_EVENTS.deleted, data: { room: where.room, id } });
      return `message ${id} deleted from ${where.room}`;
    }
    if (action === 'support') {
      const threads = await supportThreads(platform.db, 50);
      if (!threads.length) return 'no customer-service conversations';
      return threads
        .map((t) => {
          const who = `${t.account}${t.rank_level >= VIP_SERVICE_RANK ? ' [VIP]' : ''}`;
          const state = t.last_kind === 'member' ? 'awaiting answer' : 'answered';
          return `${t.last_at.toISOString()}  ${who}  (${state}): ${t.last_body.replace(/\s+/g, ' ').slice(0, 80)}`;
        })
        .join('\n');
    }
    if (action === 'reply') {
      const text = messageText(rest);
      if (!target || !text) throw new UsageError('say reply <username> <text>');
      const member = await memberByAccount(platform.db, target);
      if (!member) throw new UsageError(`no member ${target}`);
      const message = await postToRoom(platform, { room: SUPPORT_ROOM, memberId: null, text, thread: member.id });
      return `answer ${message.id} sent to ${member.account}`;
    }
    throw new UsageError('say post, mute, delete, support or reply (chat help lists their arguments)');
  },
};
