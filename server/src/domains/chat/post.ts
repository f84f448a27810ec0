import { CHAT_PUSH_EVENTS } from '@tala/contract/core/push';
import type { ChatMessage } from '@tala/contract/chat';
import type { Platform } from '../../http/context.ts';
import { insertChatMessage } from './queries.ts';

/**
 * Plain text as it is stored and shown: control characters (other than line breaks) and invisible format
 * characters such as the bidi controls that can make a message read backwards are dropped, line breaks are normalised and at most
 * one blank line is kept. Markup stays as typed: the web renders it as text, never as HTML.
 */
export function plainText(text: string): string {
  return (
    text
      .normalize('NFC')
      .replace(/\r\n?/g, '\n')
      // control and format characters (zero-width, bidi overrides, BOM), keeping line breaks and the
      // zero-width joiner emoji sequences need
      .replace(/[\p{Cc}\p{Cf}]/gu, (c) => (c === '\n' || c === '\u200d' ? c : ''))
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  );
}

/**
 * Writes a message to a room and announces it on every stream. The announcement carries only the room
 * and the id: the lobby is every member's and the unread counts of all of them move, while visitor
 * streams (which get 'all' events too) learn nothing of the text. Pages fetch what follows their
 * newest id, which also resumes them after a reconnect.
 */
export async function postToRoom(
  platform: Platform,
  m: { room: string; memberId: number | null; text: string; thread?: number | undefined },
): Promise<ChatMessage> {
  const message = await insertChatMessage(platform.db, m, m.memberId);
  // a customer-service conversation concerns its member alone
  platform.publish(m.thread ?? 'all', { type: CHAT_PUSH_EVENTS.message, data: { room: message.room, id: message.id } });
  return message;
}
