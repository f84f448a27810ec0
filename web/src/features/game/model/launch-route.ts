import { lotteryLaunchVendors } from '@tala/contract/games';
import type { GameLaunchTarget } from '../../../shared/lib/game-launch.ts';
import { paths } from '../../../shared/lib/paths.ts';

/** What happens before any call is made (spec §4 "Game launch"). */
export type LaunchStep =
  /** A vendor entry: its popup game list, which visitors may browse. */
  | { kind: 'vendorList'; vendor: string; gameType: string }
  /** A visitor: the login dialog first. */
  | { kind: 'login' }
  /** TCG_LOTTO_VN, TCG_SEA, ELOTT, LOTT: the lottery route, no third-party launch. */
  | { kind: 'lottery'; to: string }
  /** A mini game (the brand's mini-game vendors, or a MINI game of another): the mini-game window, over the page. */
  | { kind: 'mini' }
  /** Everything else: the launch call, then /game or /seamless. */
  | { kind: 'launch' };

const lotteryTypes = new Set<string>(lotteryLaunchVendors);

export function isLotteryLaunch(target: GameLaunchTarget): boolean {
  return lotteryTypes.has(target.vassalage) || target.gameType === 'LOTT' || target.gameType === 'ELOTT';
}

export function firstLaunchStep(target: GameLaunchTarget, loggedIn: boolean, miniGameCodes: readonly string[] = []): LaunchStep {
  if (miniGameCodes.includes(target.vassalage) || target.gameType === 'MINI') return { kind: 'mini' };
  if (target.isGame === 'VASSALAGE') return { kind: 'vendorList', vendor: target.vassalage, gameType: target.gameType };
  if (!loggedIn) return { kind: 'login' };
  if (isLotteryLaunch(target)) {
    return {
      kind: 'lottery',
      to: paths.lottery({ vendor: target.vassalage, gameCode: target.gameId, playType: target.defaultPlayType }),
    };
  }
  return { kind: 'launch' };
}

/** Where a launched game is shown. */
export function gameRoute(seamless: boolean): string {
  return seamless ? paths.seamless() : paths.game();
}

/**
 * The URL the server returned, made absolute on this page's origin (or the launch CDN) and checked:
 * only http(s) may go into the iframe. Anything else is "Invalid URL" (spec §8).
 */
export function checkedGameUrl(raw: string, base: string): string | null {
  if (!raw || raw.trim() === '') return null;
  try {
    const url = new URL(raw.trim(), base);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
