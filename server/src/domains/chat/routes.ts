import { chat, VIP_SERVICE_RANK } from '@tala/contract/chat';
import type { Domain } from '../../http/app.ts';
import { AppError } from '../../http/app-error.ts';
import type { Member, Platform } from '../../http/context.ts';
import { enforce, rateLimiter, type Limit } from '../../http/rate-limit.ts';
import { assertRealAccount } from '../session/guards.ts';
import { rankOf } from '../vip/queries.ts';
import { plainText, postToRoom } from './post.ts';
import { markRoomRead, mutedUntil, roomByCode, roomPage, roomsFor, supportUnread } from './queries.ts';

/** Messages one member may post: a burst of 5 in 10 seconds, then TOO_MANY_REQUESTS until the window ends. */
export const chatRateLimit: Limit = { max: 5, windowSeconds: 10 };

/**
 * The room, when it exists and the member's rank reaches it, with the thread he sees there: in a
 * private room (customer service) his own conversation, and nothing of anyone else's.
 */
async function enterRoom(platform: Platform, member: Member, code: string) {
  const room = await roomByCode(platform.db, code);
  if (!room) throw new AppError('CHAT_ROOM_NOT_FOUND', { field: 'room' });
  if (room.private) return { ...room, thread: member.id };
  if (room.min_rank > 0 && (await rankOf(platform.db, member.id)) < room.min_rank) {
    throw new AppError('CHAT_ROOM_VIP_ONLY', { field: 'room' });
  }
  return { ...room, thread: undefined };
}

/** The rooms' unread messages and the operators' unread answers in his customer-service conversation. */
const totalUnread = async (platform: Platform, member: Member, language: string | undefined) =>
  (await roomsFor(platform.db, member.id, await rankOf(platform.db, member.id), language)).reduce((n, r) => n + r.unread, 0) +
  (await supportUnread(platform.db, member.id));

/** The chat room: every call needs a real (not trial) member; rooms above his rank are refused. */
export const chatDomain: Domain = {
  name: 'chat',
  register({ bind, platform }) {
    const { db } = platform;

    bind(chat.rooms, async ({ member, input }) => {
      assertRealAccount(member, 'TRIAL_CHAT');
      return { rooms: await roomsFor(db, member.id, await rankOf(db, member.id), input.language) };
    });

    bind(chat.unreadCount, async ({ member, input }) => {
      assertRealAccount(member, 'TRIAL_CHAT');
      return { unreadCount: await totalUnread(platform, member, input.language) };
    });

    bind(chat.history, async ({ member, input }) => {
      assertRealAccount(member, 'TRIAL_CHAT');
      const room = await enterRoom(platform, member, input.room);
      return roomPage(db, room.code, member.id, {
        before: input.before,
        after: input.after,
        limit: input.limit,
        thread: room.thread,
      });
    });

    bind(chat.send, async ({ member, input }) => {
      assertRealAccount(member, 'TRIAL_CHAT');
      const room = await enterRoom(platform, member, input.room);
      // a mute keeps a member out of the public rooms, never away from customer service
      if (!room.private && (await mutedUntil(db, member.id))) throw new AppError('CHAT_MUTED');
      const text = plainText(input.text);
      if (!text) throw new AppError('VALIDATION_FAILED', { field: 'text' });
      await enforce(rateLimiter(platform), `chat:${member.id}`, chatRateLimit);
      return { message: await postToRoom(platform, { room: room.code, memberId: member.id, text, thread: room.thread }) };
    });

    bind(chat.support, async ({ member }) => {
      assertRealAccount(member, 'TRIAL_CHAT');
      return { vip: (await rankOf(db, member.id)) >= VIP_SERVICE_RANK, unread: await supportUnread(db, member.id) };
    });

    bind(chat.read, async ({ member, input }) => {
      assertRealAccount(member, 'TRIAL_CHAT');
      const room = await enterRoom(platform, member, input.room);
      await markRoomRead(db, member.id, room.code, input.lastId);
      const rooms = await roomsFor(db, member.id, await rankOf(db, member.id), input.language);
      const support = await supportUnread(db, member.id);
      return {
        unread: room.private ? support : (rooms.find((r) => r.code === room.code)?.unread ?? 0),
        unreadCount: rooms.reduce((n, r) => n + r.unread, 0) + support,
      };
    });
  },
};
