import type { Endpoint } from './endpoint.ts';
import { deposit } from './deposit.ts';
import { games } from './games.ts';
import { lottery } from './lottery.ts';
import { member } from './member.ts';
import { memberCentre } from './member-centre.ts';
import { messages } from './messages.ts';
import { vip } from './vip.ts';
import { register } from './register.ts';
import { session } from './session.ts';
import { system } from './system.ts';
import { wallet } from './wallet.ts';

/**
 * THE endpoint table: every API call of the platform, declared once. Domains add their group here.
 * The server binds each entry; the OpenAPI document is generated from this list.
 */
export const api = {
  system,
  lottery,
  wallet,
  games,
  session,
  member,
  register,
  deposit,
  messages,
  vip,
  memberCentre,
} as const;

export function allEndpoints(): Endpoint[] {
  return Object.values(api).flatMap((group) => Object.values(group) as Endpoint[]);
}
