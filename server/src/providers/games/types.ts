import type { LocalePack } from '@tala/contract/languages';
import type { Member, Platform } from '../../http/context.ts';
import type { CallbackResult } from './callback-message.ts';

/** The game to launch, as a provider sees it. */
export interface LaunchGame {
  nodeId: number;
  gameCode: string;
  /** The in-house engine that runs it (slot, baccarat, dice, fish, bingo), if any. */
  engine: string | null;
}

/** The vendor a game is launched through, as a provider sees it. */
export interface LaunchVendor {
  code: string;
  launchPage: 'game' | 'seamless';
}

/** What a provider gets to launch one game for one member. */
export interface LaunchRequest {
  platform: Platform;
  member: Member;
  game: LaunchGame;
  vendor: LaunchVendor;
  language: LocalePack;
  roomId?: number | undefined;
  /** The member wallet this vendor stakes from ('MAIN' or the vendor code). */
  wallet: string;
}

export interface LaunchResult {
  /** Relative to the site (the client prefixes a launch CDN). */
  url: string;
  seamless: boolean;
}

/**
 * A game provider: something that runs games for our members. It launches a game (→ URL) and, while
 * the member plays, calls the platform's wallet callbacks (bet, settle, refund — see
 * ./callback-message.ts), signed with the vendor's secret.
 */
export interface GameProvider {
  readonly id: string;
  launch(req: LaunchRequest): Promise<LaunchResult>;
}

/** A game as a vendor running in this process sees it. */
export interface HostedGame {
  nodeId: number;
  /** The vendor's own game code (an in-house fish title's theme is in it). */
  code: string;
  classify: string;
  vendor: string;
  engine: string | null;
  /** In the language asked for. */
  name: string;
  /** Minor units. */
  minBet: number;
  minLineNum: number;
  /** The game, or its whole vendor, is under maintenance. */
  maintenance: boolean;
  /** The brand does not show games of this kind (bingo without the TY language): as if it did not exist. */
  hidden: boolean;
}

/** The platform's record of a round, as the callbacks left it. */
export interface HostedRound<T> {
  memberId: number;
  stake: number;
  payout: number;
  status: 'open' | 'settled' | 'refunded';
  detail: { outcome?: T };
}

/** A round still open (its bet was taken, no settle or refund came). */
export interface OpenRound {
  id: string;
  memberId: number;
  nodeId: number;
  vendor: string;
  engine: string;
  wallet: string;
  stake: number;
}

/**
 * What the platform offers a vendor that runs inside this process, and all of the platform it may
 * use: the vendor reads no platform table and calls no domain. Money moves only through `callback`,
 * with messages signed the way an outside vendor signs them. `platform` carries the shared services
 * a vendor keeps its own state with (its secrets in the database, rate limits, config).
 */
export interface ProviderHost {
  readonly platform: Platform;
  /** Applies a signed wallet callback, exactly as POST /vendor/callback/<vendor> would. */
  callback(body: string, signature: string): Promise<CallbackResult>;
  /** A game by node id, its name in `language`; null when there is none. */
  game(nodeId: number, language: LocalePack): Promise<HostedGame | null>;
  /** Whether the member's platform session is still open (logout, revoke or a blocked member end it). */
  sessionOpen(memberId: number, sessionId: number): Promise<boolean>;
  /** The member's balance in one wallet, minor units. */
  balance(memberId: number, wallet: string): Promise<number>;
  /** The member's login name, for a game's public players list (the vendor masks it). */
  memberName(memberId: number): Promise<string>;
  /** The brand's currency symbol. */
  currencySymbol(): Promise<string>;
  /** A PvP room's name in `language`; null when there is none. */
  roomName(roomId: number, language: LocalePack): Promise<string | null>;
  /** The platform's record of a round; null when it has none. */
  round<T>(roundId: string): Promise<HostedRound<T> | null>;
  /** This provider's rounds still open after `olderThanSeconds` (a crash between bet and settle), oldest first. */
  openRounds(provider: string, olderThanSeconds: number): Promise<OpenRound[]>;
}
