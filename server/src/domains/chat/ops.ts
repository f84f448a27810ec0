import { chatLimits } from '@tala/contract/chat';
import { memberByAccount } from '../member/queries.ts';
import { UsageError, type OpsCommand } from '../ops-command.ts';
import { plainText, postToRoom } from './post.ts';
import { roomByCode, setMute } from './queries.ts';

/**
 * `chat post <room> <text…>`: an announcement from the brand in a room (open panels show it at once,
 * marked as the operator's). `chat mute <username> <minutes>`: the member may read but not post for
 * that long; 0 lifts the mute.
 */
export const chatOps: OpsCommand = {
  usage: 'chat post <room> <text> | chat mute <username> <minutes>',
  async run(platform, [action, target, ...rest]) {
    if (action === 'post') {
      const text = plainText(rest.join(' '));
      if (!target || !text) throw new UsageError('say post <room> <text>');
      if (text.length > chatLimits.text) throw new UsageError(`the text is longer than ${chatLimits.text} characters`);
      if (!(await roomByCode(platform.db, target))) throw new UsageError(`no room ${target}`);
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
    throw new UsageError('say post <room> <text>, or mute <username> <minutes>');
  },
};
