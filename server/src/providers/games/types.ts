import type { LocalePack } from '@tala/contract/languages';
import type { Member, Platform } from '../../http/context.ts';
import type { GameRow, VendorRow } from '../../domains/games/queries.ts';

/** What a provider gets to launch one game for one member. */
export interface LaunchRequest {
  platform: Platform;
  member: Member;
  game: GameRow;
  vendor: VendorRow;
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
 * server/src/domains/games/callbacks.ts), signed with the vendor's secret.
 */
export interface GameProvider {
  readonly id: string;
  launch(req: LaunchRequest): Promise<LaunchResult>;
}
