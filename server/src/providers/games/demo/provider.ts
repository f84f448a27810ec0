import { AppError } from '../../../http/app-error.ts';
import { secretOf } from '../secrets.ts';
import { signTicket } from '../signing.ts';
import type { GameProvider } from '../types.ts';

export const DEMO_TICKET_SECRET = 'demo-launch-ticket';

/**
 * The in-house vendor: its engines (slot, baccarat, dice, poker, scratch) run on this server under /vendor/demo.
 * The launch URL carries a signed, short-lived ticket in the fragment (#t=…), so it is never sent to
 * a server log or a Referer header; the game page hands it to the round API in a header.
 */
export const demoProvider: GameProvider = {
  id: 'demo',
  async launch({ platform, member, game, vendor, language, roomId, wallet }) {
    if (!game.engine) throw new AppError('GAME_MAINTENANCE');
    const ticket = signTicket(await secretOf(platform.db, DEMO_TICKET_SECRET), {
      m: member.id,
      s: member.sessionId,
      n: game.nodeId,
      v: vendor.code,
      w: wallet,
      ...(roomId ? { r: roomId } : {}),
      l: language,
    });
    return { url: `/vendor/demo/${game.engine}/#t=${ticket}`, seamless: vendor.launchPage === 'seamless' };
  },
};
