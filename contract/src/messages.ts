import { z } from 'zod';
import { whole } from './numbers.ts';
import { endpoint, noInput } from './endpoint.ts';

const tags = ['messages'] as const;

/**
 * Platform information messages (spec §2 messageV2): an inbox per member. The operator writes
 * messages to one member or to everyone; the platform writes its own (a welcome, a credited
 * deposit …) as a template the web translates. The unread count also rides on the balance call.
 */

export const messageKinds = ['system', 'operator', 'cashier', 'promotion'] as const;
export type MessageKind = (typeof messageKinds)[number];

/** Templates the platform writes with; the web has their text (`messages:templates.<name>`). */
export const messageTemplates = ['welcome', 'depositCredited', 'vipLevel', 'securityTip', 'referralReward'] as const;
export type MessageTemplate = (typeof messageTemplates)[number];

export const platformMessage = z.object({
  id: z.number().int(),
  kind: z.enum(messageKinds),
  /** Set for messages the platform wrote: the web shows its translated text with `params`. */
  template: z.enum(messageTemplates).nullable(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  /** As the operator wrote them (empty for template messages). */
  title: z.string(),
  body: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type PlatformMessage = z.infer<typeof platformMessage>;

/** Longest title and text an operator may send. */
export const messageLimits = { title: 120, body: 4000 };

const unread = z.object({ unreadCount: z.number().int() });
const messageId = z.object({ id: whole(z.number().int().positive()) });

export const messages = {
  list: endpoint({
    id: 'messages.list',
    method: 'GET',
    path: '/wps/messages',
    auth: 'member',
    summary: "One page of the member's messages, newest first, with the unread count.",
    tags,
    input: z.object({
      filter: z.enum(['all', 'unread']).default('all'),
      pageNo: whole(z.number().int().min(1).max(10_000)).default(1),
      pageSize: whole(z.number().int().min(1).max(50)).default(10),
    }),
    output: z.object({
      list: z.array(platformMessage),
      total: z.number().int(),
      totalPages: z.number().int(),
      unreadCount: z.number().int(),
    }),
  }),
  unreadCount: endpoint({
    id: 'messages.unreadCount',
    method: 'GET',
    path: '/wps/relay/CSP_unreadCount',
    auth: 'member',
    summary: 'How many of the member’s messages are unread.',
    tags,
    input: noInput,
    output: unread,
  }),
  read: endpoint({
    id: 'messages.read',
    method: 'POST',
    path: '/wps/messages/read',
    auth: 'member',
    summary: 'Marks one of the member’s messages read (another member’s id is not found).',
    tags,
    input: messageId,
    output: unread,
  }),
  readAll: endpoint({
    id: 'messages.readAll',
    method: 'POST',
    path: '/wps/messages/read-all',
    auth: 'member',
    summary: 'Marks every message of the member read.',
    tags,
    input: noInput,
    output: unread,
  }),
  remove: endpoint({
    id: 'messages.remove',
    method: 'POST',
    path: '/wps/messages/delete',
    auth: 'member',
    summary: 'Deletes one of the member’s messages (another member’s id is not found).',
    tags,
    input: messageId,
    output: unread,
  }),
} as const;

/** Pushed to the member (or everyone) when a message arrives: the web refreshes the count and the list. */
export const messagePushEvent = z.object({ broadcast: z.boolean() });
