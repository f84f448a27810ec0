import type { Endpoint } from './endpoint.ts';
import { agent, agentContracts, agentRecords, agentTransfers } from './agent.ts';
import { deposit } from './deposit.ts';
import { feedback } from './feedback.ts';
import { games } from './games.ts';
import { help } from './help.ts';
import { lottery } from './lottery.ts';
import { member } from './member.ts';
import { payout } from './payout.ts';
import { promotions } from './promotions.ts';
import { points } from './points.ts';
import { memberCentre } from './member-centre.ts';
import { messages } from './messages.ts';
import { missions } from './missions.ts';
import { vip } from './vip.ts';
import { responsible } from './responsible.ts';
import { gameRounds } from './game-rounds.ts';
import { register } from './register.ts';
import { session } from './session.ts';
import { system } from './system.ts';
import { wallet } from './wallet.ts';
import { withdraw } from './withdraw.ts';
import { chat } from './chat.ts';
import { uplineTransfer } from './upline-transfer.ts';

/**
 * THE endpoint table, in two parts: every API call of the platform is declared once in its domain's
 * module and listed here. The server binds each; the OpenAPI document and the contract tests (the
 * fuzzer among them) read `allEndpoints()`.
 *
 * `api`: groups the start-up path calls (the shell, header and side-menu slots), whose schema-free
 * twin is built into the first download (web/build/endpoint-metadata.ts).
 */
export const api = {
  system,
  lottery,
  wallet,
  games,
  session,
  member,
  register,
} as const;

/**
 * `featureApi`: groups only lazily loaded pages call (they import the contract module directly), kept
 * out of the first download's table so each new page does not make the home page heavier.
 */
export const featureApi = {
  deposit,
  help,
  feedback,
  payout,
  withdraw,
  promotions,
  agent,
  messages,
  vip,
  memberCentre,
  agentRecords,
  agentTransfers,
  agentContracts,
  responsible,
  gameRounds,
  points,
  chat,
  uplineTransfer,
  missions,
} as const;

export function allEndpoints(): Endpoint[] {
  return [...Object.values(api), ...Object.values(featureApi)].flatMap((group) => Object.values(group) as Endpoint[]);
}
