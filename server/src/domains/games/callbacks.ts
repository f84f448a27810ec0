import { createHash } from 'node:crypto';
import type { DomainContext } from '../../http/app.ts';
import { AppError } from '../../http/app-error.ts';
import type { Platform } from '../../http/context.ts';
import {
  callbackMessage,
  callbackSecretName,
  type CallbackMessage,
  type CallbackResult,
} from '../../providers/games/callback-message.ts';
import { secretOf } from '../../providers/games/secrets.ts';
import { enforcePlay } from '../responsible/rules.ts';
import { hmac, safeEqual } from '../../providers/games/signing.ts';
import { publishBalance } from '../wallet/events.ts';
import { balanceOf, creditMember, debitMember } from '../wallet/ledger.ts';
import { jackpotClaim, settleJackpot } from './jackpot.ts';

/**
 * The seamless-wallet API vendors call while a member plays: bet (take the stake), settle (pay the
 * win, possibly 0) and refund (return the stake of a failed round). Each message is JSON signed with
 * the vendor's secret (HMAC-SHA256 of the exact body, header x-signature) and carries a timestamp:
 *  - a bad signature, or a timestamp more than CALLBACK_WINDOW_MS away, is CALLBACK_REJECTED;
 *  - a retry (same txId, same body) answers what the first answered and moves no money;
 *  - the same txId with a different body is CALLBACK_REJECTED.
 * Money moves only through the ledger, keyed by round, so even two different txIds cannot pay a
 * round twice.
 */
export const CALLBACK_WINDOW_MS = 120_000;

type RoundRow = {
  member_id: number;
  stake: number;
  payout: number;
  status: 'open' | 'settled' | 'refunded';
  wallet: string;
  detail: { request?: unknown } | null;
};

/** Verifies and applies one signed callback; publishes the balance after commit when money moved. */
export async function applyCallback(
  platform: Platform,
  body: string,
  signature: string,
  now = Date.now(),
): Promise<CallbackResult & { replayed: boolean }> {
  let parsed: CallbackMessage;
  try {
    parsed = callbackMessage.parse(JSON.parse(body));
  } catch {
    throw new AppError('CALLBACK_REJECTED', { message: 'The callback is not a valid message.' });
  }
  const m = parsed;
  const [vendor] = await platform.db.query<{ code: string }>('SELECT code FROM game_vendors WHERE code = $1', [m.vendor]);
  if (!vendor) throw new AppError('CALLBACK_REJECTED', { message: 'Unknown vendor.' });
  const expected = hmac(await secretOf(platform.db, callbackSecretName(m.vendor)), body);
  if (typeof signature !== 'string' || !safeEqual(signature, expected))
    throw new AppError('CALLBACK_REJECTED', { message: 'Bad signature.' });
  if (Math.abs(now - m.ts) > CALLBACK_WINDOW_MS)
    throw new AppError('CALLBACK_REJECTED', { message: 'The callback is too old (replay).' });
  const bodyHash = createHash('sha256').update(body).digest();
  const key = (what: string) => `round:${m.vendor}:${m.roundId}:${what}`;

  const outcome = await platform.db.tx(async (sql) => {
    const [seen] = await sql.query<{ body_hash: Uint8Array; result: CallbackResult }>(
      'SELECT body_hash, result FROM vendor_callbacks WHERE vendor = $1 AND tx_id = $2',
      [m.vendor, m.txId],
    );
    if (seen) {
      if (!Buffer.from(seen.body_hash).equals(bodyHash))
        throw new AppError('CALLBACK_REJECTED', { message: 'This transaction id was used for another message.' });
      return { result: seen.result, replayed: true, moved: false };
    }
    // the round row is the lock that orders callbacks of one round
    let [round] = await sql.query<RoundRow>(
      'SELECT member_id, stake, payout, status, wallet, detail FROM game_rounds WHERE id = $1 FOR UPDATE',
      [m.roundId],
    );
    if (round && Number(round.member_id) !== m.memberId)
      throw new AppError('CALLBACK_REJECTED', { message: 'The round belongs to another member.' });
    let moved = false;
    let jackpotWin = 0;
    if (m.kind === 'bet') {
      if (m.amount <= 0) throw new AppError('STAKE_OUT_OF_RANGE', { field: 'amount' });
      const [game] = await sql.query('SELECT 1 FROM games WHERE node_id = $1 AND vendor = $2', [m.nodeId, m.vendor]);
      if (!game) throw new AppError('CALLBACK_REJECTED', { message: 'The game is not this vendor’s.' });
      // a retried bet is the same bet: same stake, and the same request fingerprint when the vendor sends one
      const sameRequest = (round?.detail?.request ?? null) === (m.detail?.request ?? null);
      if (round && (Number(round.stake) !== m.amount || round.status !== 'open' || !sameRequest))
        throw new AppError('CALLBACK_REJECTED', { message: 'The round already has another bet.' });
      // a new stake passes the member's break and loss/stake limits (a round already taken is a retry)
      if (!round) await enforcePlay(sql, m.memberId, m.amount, now);
      const posting = await debitMember(sql, {
        key: key('bet'),
        memberId: m.memberId,
        amount: m.amount,
        kind: 'bet',
        ref: m.roundId,
        wallet: m.wallet,
        house: 'GAMES',
      });
      moved = !posting.replayed;
      if (!round) {
        const created = await sql.query(
          `INSERT INTO game_rounds (id, member_id, node_id, vendor, engine, wallet, stake, status, detail)
           VALUES ($1, $2, $3, $4, $5, $6, $7, 'open', $8::jsonb) ON CONFLICT (id) DO NOTHING RETURNING id`,
          [m.roundId, m.memberId, m.nodeId, m.vendor, m.engine, m.wallet, m.amount, JSON.stringify(m.detail ?? {})],
        );
        if (created.length === 0) {
          // a concurrent twin created the round first (we waited on the member's account lock): it must
          // be this very bet, or this one is refused and its transaction rolls back. No FOR UPDATE here:
          // the twin's settle locks the round before the account, so taking them the other way deadlocks.
          const [twin] = await sql.query<RoundRow>(
            'SELECT member_id, stake, payout, status, wallet, detail FROM game_rounds WHERE id = $1',
            [m.roundId],
          );
          const same =
            twin &&
            Number(twin.member_id) === m.memberId &&
            Number(twin.stake) === m.amount &&
            (twin.detail?.request ?? null) === (m.detail?.request ?? null);
          if (!same) throw new AppError('CALLBACK_REJECTED', { message: 'The round already has another bet.' });
          round = twin;
        } else {
          round = { member_id: m.memberId, stake: m.amount, payout: 0, status: 'open', wallet: m.wallet, detail: m.detail ?? {} };
        }
      }
    } else {
      if (!round) throw new AppError('ROUND_NOT_FOUND', { field: 'roundId' });
      if (m.kind === 'settle') {
        if (round.status === 'refunded') throw new AppError('CALLBACK_REJECTED', { message: 'The round was refunded.' });
        if (round.status === 'settled' && Number(round.payout) !== m.amount)
          throw new AppError('CALLBACK_REJECTED', { message: 'The round was settled with another amount.' });
        if (round.status === 'open') {
          if (m.amount > 0) {
            const posting = await creditMember(sql, {
              key: key('win'),
              memberId: m.memberId,
              amount: m.amount,
              kind: 'win',
              ref: m.roundId,
              wallet: round.wallet,
              house: 'GAMES',
            });
            moved = !posting.replayed;
          }
          // a progressive jackpot's part of the settle (contribution, maybe the win), in this transaction
          const claim = jackpotClaim(m.detail?.jackpot);
          if (claim) {
            const round_ = { vendor: m.vendor, roundId: m.roundId, memberId: m.memberId, wallet: round.wallet };
            jackpotWin = await settleJackpot(sql, { ...round_, stake: Number(round.stake) }, claim);
            if (jackpotWin > 0) moved = true;
          }
          await sql.query(
            `UPDATE game_rounds SET status = 'settled', payout = $2, settled_at = now(), detail = detail || $3::jsonb WHERE id = $1`,
            [m.roundId, m.amount, JSON.stringify({ ...m.detail, ...(claim ? { jackpotWin } : {}) })],
          );
          round = { ...round, status: 'settled', payout: m.amount };
        }
      } else {
        if (round.status === 'settled')
          throw new AppError('CALLBACK_REJECTED', { message: 'A settled round cannot be refunded.' });
        if (round.status === 'open') {
          const posting = await creditMember(sql, {
            key: key('refund'),
            memberId: m.memberId,
            amount: Number(round.stake),
            kind: 'refund',
            ref: m.roundId,
            wallet: round.wallet,
            house: 'GAMES',
          });
          moved = !posting.replayed;
          await sql.query(
            `UPDATE game_rounds SET status = 'refunded', settled_at = now(), detail = detail || $2::jsonb WHERE id = $1`,
            [m.roundId, JSON.stringify({ refundReason: m.detail?.reason ?? 'vendor refund' })],
          );
          round = { ...round, status: 'refunded' };
        }
      }
    }
    const result: CallbackResult = {
      roundId: m.roundId,
      status: round.status,
      balance: await balanceOf(sql, m.memberId, round.wallet),
      ...(jackpotWin > 0 ? { jackpotWin } : {}),
    };
    await sql.query(
      `INSERT INTO vendor_callbacks (vendor, tx_id, kind, round_id, amount, body_hash, result)
       VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb) ON CONFLICT (vendor, tx_id) DO NOTHING`,
      [m.vendor, m.txId, m.kind, m.roundId, m.amount, bodyHash, JSON.stringify(result)],
    );
    return { result, replayed: false, moved };
  });
  if (outcome.moved) await publishBalance(platform, m.memberId, { reason: m.kind === 'settle' ? 'win' : m.kind, ref: m.roundId });
  return { ...outcome.result, replayed: outcome.replayed };
}

/** POST /vendor/callback/:vendor — the same API over HTTP for vendors outside this process. */
export function registerCallbacks({ app, platform }: DomainContext): void {
  void app.register(async (scope) => {
    // the signature covers the exact bytes: keep the body as text
    scope.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_req, body, done) =>
      done(null, body),
    );
    scope.post<{ Params: { vendor: string }; Body: string }>('/vendor/callback/:vendor', async (req) => {
      const signature = req.headers['x-signature'];
      const body = typeof req.body === 'string' ? req.body : '';
      let vendorOfBody: unknown;
      try {
        vendorOfBody = (JSON.parse(body) as { vendor?: unknown }).vendor;
      } catch {
        vendorOfBody = undefined;
      }
      if (vendorOfBody !== req.params.vendor) throw new AppError('CALLBACK_REJECTED', { message: 'Vendor mismatch.' });
      const value = await applyCallback(platform, body, Array.isArray(signature) ? (signature[0] ?? '') : (signature ?? ''));
      return { success: true, value };
    });
  });
}
