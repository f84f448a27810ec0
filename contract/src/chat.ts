import { z } from 'zod';
import { whole } from './numbers.ts';
import { endpoint, noInput } from './endpoint.ts';
import { localePacks } from './languages.ts';

const tags = ['chat'] as const;

/**
 * The chat room (spec §4 chat, §7 chat unread count, module CBS3): rooms are brand data (a lobby per
 * language, a VIP room from a rank up). Members read and post; trial accounts are refused with
 * TRIAL_CHAT, visitors get the login popup on the web. New messages are announced on the push
 * channel (`chat.message`) and fetched with `after`, which also resumes after a reconnect.
 * The room `support` is private: each member talks there with the operators (customer service when the
 * brand has no outside service); its history is his conversation only.
 */

/** The private customer-service room. */
export const SUPPORT_ROOM = 'support';
/** From this rank up a member is served as VIP (spec §4: rank above 4). */
export const VIP_SERVICE_RANK = 5;

/** Longest message, in characters, and how many a page of history holds at most. */
export const chatLimits = { text: 500, page: 50 } as const;

export const chatRoom = z.object({
  code: z.string(),
  /** Lowest rank level that may enter (0: everyone). */
  minRank: z.number().int(),
  /** Messages after the member's last read one (his own excluded). */
  unread: z.number().int(),
  /** Newest message id in the room, 0 when empty. */
  lastId: z.number().int(),
  /** A lobby of one language (a locale pack); null for a room every language shares (VIP). */
  language: z.string().nullable(),
});
export type ChatRoom = z.infer<typeof chatRoom>;

export const chatMessage = z.object({
  id: z.number().int(),
  room: z.string(),
  /** 'operator': an announcement by the brand; 'member': a player's message. */
  kind: z.enum(['member', 'operator']),
  /** The author's nickname (empty for the operator: the web shows the brand's name). */
  author: z.string(),
  /** The caller wrote it (shown on the right). */
  mine: z.boolean(),
  /** Plain text: the web shows it as text, never as HTML. */
  text: z.string(),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

const roomCode = z.string().trim().min(1).max(32);
/**
 * The language the member uses the site in: he is offered that language's lobby (English's when the
 * brand has none for it). Absent: English.
 */
const language = z.object({ language: z.enum(localePacks).optional() });
const cursor = whole(z.number().int().min(0).max(Number.MAX_SAFE_INTEGER)).optional();

export const chat = {
  rooms: endpoint({
    id: 'chat.rooms',
    method: 'GET',
    path: '/wps/chat/rooms',
    auth: 'member',
    module: 'CBS3',
    summary: 'The rooms the member may enter (his language’s lobby, the VIP room from its rank), with his unread count in each.',
    tags,
    input: language,
    output: z.object({ rooms: z.array(chatRoom) }),
  }),
  unreadCount: endpoint({
    id: 'chat.unreadCount',
    method: 'GET',
    path: '/wps/chat/unread',
    auth: 'member',
    module: 'CBS3',
    summary: 'Unread chat messages over the rooms the member may enter (the chat unread count).',
    tags,
    input: language,
    output: z.object({ unreadCount: z.number().int() }),
  }),
  history: endpoint({
    id: 'chat.history',
    method: 'GET',
    path: '/wps/chat/messages',
    auth: 'member',
    module: 'CBS3',
    summary: 'A page of a room, oldest first: the latest (no cursor), older than `before`, or newer than `after`.',
    tags,
    input: z.object({
      room: roomCode,
      before: cursor,
      after: cursor,
      limit: whole(z.number().int().min(1).max(chatLimits.page)).default(30),
    }),
    output: z.object({
      list: z.array(chatMessage),
      /** More messages exist beyond this page in the direction asked (older, or newer with `after`). */
      hasMore: z.boolean(),
    }),
  }),
  send: endpoint({
    id: 'chat.send',
    method: 'POST',
    path: '/wps/chat/messages',
    auth: 'member',
    module: 'CBS3',
    summary: 'Posts a plain-text message to a room (rate-limited per member; muted members are refused).',
    tags,
    input: z.object({ room: roomCode, text: z.string().trim().min(1).max(chatLimits.text) }),
    output: z.object({ message: chatMessage }),
  }),
  support: endpoint({
    id: 'chat.support',
    method: 'GET',
    path: '/wps/chat/support',
    auth: 'member',
    module: 'CBS3',
    summary:
      'The member’s customer-service conversation (room `support`, his alone): whether he is served as VIP (rank above 4) and the unread answers.',
    tags,
    input: noInput,
    output: z.object({ vip: z.boolean(), unread: z.number().int() }),
  }),
  read: endpoint({
    id: 'chat.read',
    method: 'POST',
    path: '/wps/chat/read',
    auth: 'member',
    module: 'CBS3',
    summary: 'Marks a room read up to a message id; answers the room’s and the total unread count.',
    tags,
    input: language.extend({ room: roomCode, lastId: whole(z.number().int().min(0).max(Number.MAX_SAFE_INTEGER)) }),
    output: z.object({ unread: z.number().int(), unreadCount: z.number().int() }),
  }),
} as const;

/**
 * Pushed to every stream when a room has a new message. It carries no text (visitor streams get it
 * too): a member's page fetches `after` its newest id when the room is one of his.
 */
export const chatPushEvent = z.object({ room: z.string(), id: z.number().int() });
