import { randomUUID } from 'node:crypto';
import { MESSAGE_PUSH_EVENTS } from '@tala/contract/core/push';
import type { Sql } from '../../db/client.ts';
import type { Platform } from '../../http/context.ts';
import { insertForAll, insertMessage, type NewMessage } from './queries.ts';

/**
 * Writes a message to one member and tells his open tabs, after the commit (a tab that refetches
 * on the event must find the row). Other domains call this for their own notices.
 */
export async function sendMessage(platform: Platform, memberId: number, message: NewMessage): Promise<number> {
  const id = await insertMessage(platform.db, memberId, message);
  announceMessage(platform, memberId);
  return id;
}

/**
 * Writes a message inside the caller's transaction, so it commits or rolls back with the change it
 * tells of (a crash cannot leave one without the other). The caller tells the member's tabs with
 * announceMessage once the transaction has committed.
 */
export async function writeMessage(sql: Sql, memberId: number, message: NewMessage): Promise<number> {
  return insertMessage(sql, memberId, message);
}

/** Tells the member's open tabs of a new message (the header bell refetches); only after the commit. */
export function announceMessage(platform: Platform, memberId: number): void {
  platform.publish(memberId, { type: MESSAGE_PUSH_EVENTS.new, data: { broadcast: false } });
}

/** The platform's own notices: the member's client renders them in his language from the template. */
export const platformMessages = {
  welcome: (): NewMessage => ({ kind: 'system', template: 'welcome' }),
  depositCredited: (amountMinor: number): NewMessage => ({
    kind: 'cashier',
    template: 'depositCredited',
    params: { amountMinor },
  }),
} as const;

/** Writes one copy for every active member; every open tab hears of it. Returns how many members got it. */
export async function broadcastMessage(platform: Platform, message: NewMessage): Promise<number> {
  const count = await insertForAll(platform.db, { ...message, batch: randomUUID() });
  platform.publish('all', { type: MESSAGE_PUSH_EVENTS.new, data: { broadcast: true } });
  return count;
}
