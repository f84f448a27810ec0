/**
 * The push channel: server-sent events at GET /push, read with fetch() so the member token travels in
 * the `token` header (never in the URL). Without a token the stream carries public events (lottery
 * draws …); with one it also carries the member's own events (balance …).
 *
 * Wire format (text/event-stream): `event: <type>\ndata: <json of data>\n\n`; comment lines (`: ping`)
 * every 15 s keep proxies from closing the stream. The first event is `hello` with { member: boolean }.
 * A client reconnects after the `retry:` delay and refetches what it shows (events are not replayed).
 */
export const PUSH_PATH = '/push';
export const PUSH_HEARTBEAT_MS = 15_000;

/** Events of the channel itself and of the member's wallet. */
export const PUSH_EVENTS = {
  hello: 'hello',
  /** To one member, after every committed balance change: carries the balance snapshot. */
  balance: 'balance',
} as const;

/** Lottery events: numero, lock, result and cancelled go to everyone; settled goes to one member. */
export const LOTTERY_PUSH_EVENTS = {
  numero: 'lottery.numero',
  lock: 'lottery.lock',
  result: 'lottery.result',
  cancelled: 'lottery.cancelled',
  settled: 'lottery.settled',
} as const;

/** To one member, after one of their deposit orders changed state (paid, failed, expired). */
export const DEPOSIT_PUSH_EVENTS = {
  status: 'deposit.status',
} as const;

/** To one member, after one of their withdrawals changed state (approved, paid, rejected, confirmed …). */
export const WITHDRAW_PUSH_EVENTS = {
  status: 'withdraw.status',
} as const;

/** To one member (or everyone), when a platform message arrives. */
export const MESSAGE_PUSH_EVENTS = {
  new: 'message.new',
} as const;

/** To every stream when a chat room has a new message (no text: members fetch it). */
export const CHAT_PUSH_EVENTS = {
  message: 'chat.message',
  /** An operator removed a message: every page showing it drops it. */
  deleted: 'chat.deleted',
} as const;

export type PushEventName =
  | (typeof PUSH_EVENTS)[keyof typeof PUSH_EVENTS]
  | (typeof LOTTERY_PUSH_EVENTS)[keyof typeof LOTTERY_PUSH_EVENTS]
  | (typeof DEPOSIT_PUSH_EVENTS)[keyof typeof DEPOSIT_PUSH_EVENTS]
  | (typeof WITHDRAW_PUSH_EVENTS)[keyof typeof WITHDRAW_PUSH_EVENTS]
  | (typeof MESSAGE_PUSH_EVENTS)[keyof typeof MESSAGE_PUSH_EVENTS]
  | (typeof CHAT_PUSH_EVENTS)[keyof typeof CHAT_PUSH_EVENTS];

/** A parsed server-sent event. */
export interface PushMessage {
  type: string;
  data: unknown;
}

/** Parses SSE text incrementally: feed chunks, get complete messages; keeps the unfinished tail. */
export function createSseParser(onMessage: (m: PushMessage) => void): (chunk: string) => void {
  let buffer = '';
  return (chunk) => {
    buffer += chunk.replace(/\r\n/g, '\n');
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      let type = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith(':') || line === '') continue;
        const i = line.indexOf(':');
        const field = i < 0 ? line : line.slice(0, i);
        const value = i < 0 ? '' : line.slice(i + 1).replace(/^ /, '');
        if (field === 'event') type = value;
        else if (field === 'data') data.push(value);
      }
      if (!data.length) continue;
      const text = data.join('\n');
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        // not JSON: hand over the text
      }
      onMessage({ type, data: parsed });
    }
  };
}
