import { randomUUID } from 'node:crypto';
import { MESSAGE_PUSH_EVENTS } from '@tala/contract/core/push';
import type { Platform } from '../../http/context.ts';
import { insertForAll, insertMessage, type NewMessage } from './queries.ts';

/**
 * Writes a message to one member and tells his open tabs, after the commit (a tab that refetches
 * on the event must find the row). Other domains call this for their own notices.
 */
export async function sendMessage(platform: Platform, memberId: number, message: NewMessage): Promise<number> {
  const id = await insertMessage(platform.db, memberId, message);
  platform.publish(memberId, { type: MESSAGE_PUSH_EVENTS.new, data: { broadcast: false } });
  return id;
}

/** Writes one copy for every active member; every open tab hears of it. Returns how many members got it. */
export async function broadcastMessage(platform: Platform, message: NewMessage): Promise<number> {
  const count = await insertForAll(platform.db, { ...message, batch: randomUUID() });
  platform.publish('all', { type: MESSAGE_PUSH_EVENTS.new, data: { broadcast: true } });
  return count;
}
