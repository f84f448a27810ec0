import type { Platform } from '../../http/context.ts';
import type { ProviderHost } from '../../providers/games/types.ts';
import { isSessionOpen } from '../session/tokens.ts';
import { currencySymbol } from '../system/settings.ts';
import { pick } from '../system/text.ts';
import { balanceOf } from '../wallet/ledger.ts';
import { applyCallback } from './callbacks.ts';
import { hiddenClassifies } from './visibility.ts';
import { getGame, getRound, openRoundsOf, roomName } from './queries.ts';

/**
 * The platform as a game vendor running in this process sees it (the in-house vendor): the few
 * reads it needs, and the signed wallet callbacks for everything that moves money.
 */
export function providerHost(platform: Platform): ProviderHost {
  const { db } = platform;
  return {
    platform,
    callback: (body, signature) => applyCallback(platform, body, signature),
    async game(nodeId, language) {
      const g = await getGame(db, nodeId);
      if (!g) return null;
      return {
        nodeId: Number(g.node_id),
        code: g.game_code,
        classify: g.classify,
        vendor: g.vendor,
        engine: g.engine,
        name: pick(g.name, language),
        minBet: Number(g.min_bet),
        minLineNum: Number(g.min_line_num),
        maintenance: g.maintenance || g.vendor_maintenance,
        hidden: (await hiddenClassifies(db)).includes(g.classify),
      };
    },
    sessionOpen: (memberId, sessionId) => isSessionOpen(db, sessionId, memberId),
    balance: (memberId, wallet) => balanceOf(db, memberId, wallet),
    currencySymbol: () => currencySymbol(db),
    async memberName(memberId) {
      const [m] = await db.query<{ account: string }>('SELECT account FROM members WHERE id = $1', [memberId]);
      return m?.account ?? '';
    },
    async roomName(roomId, language) {
      const name = await roomName(db, roomId);
      return name ? pick(name, language) : null;
    },
    async round<T>(roundId: string) {
      const r = await getRound<T>(db, roundId);
      return r
        ? { memberId: Number(r.member_id), stake: Number(r.stake), payout: Number(r.payout), status: r.status, detail: r.detail }
        : null;
    },
    async openRounds(provider, olderThanSeconds) {
      return (await openRoundsOf(db, provider, olderThanSeconds)).map((r) => ({
        id: r.id,
        memberId: Number(r.member_id),
        nodeId: Number(r.node_id),
        vendor: r.vendor,
        engine: r.engine,
        wallet: r.wallet,
        stake: Number(r.stake),
      }));
    },
  };
}
