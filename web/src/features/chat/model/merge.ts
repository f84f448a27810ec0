import type { ChatMessage } from '@tala/contract/chat';

/** The most messages a room keeps in memory; older ones are fetched again when scrolled back to. */
export const KEEP = 300;

/**
 * Adds messages to a room's list: by id, oldest first, without duplicates (a push announcement and
 * the member's own send answer can both bring the same message). Keeps the newest `KEEP`.
 */
export function mergeMessages(current: readonly ChatMessage[], incoming: readonly ChatMessage[]): ChatMessage[] {
  const byId = new Map<number, ChatMessage>();
  for (const m of current) byId.set(m.id, m);
  for (const m of incoming) byId.set(m.id, m);
  const merged = [...byId.values()].sort((a, b) => a.id - b.id);
  return merged.length > KEEP ? merged.slice(merged.length - KEEP) : merged;
}

/** Newest id in the list, 0 when empty. */
export const lastIdOf = (list: readonly ChatMessage[]): number => list.at(-1)?.id ?? 0;
