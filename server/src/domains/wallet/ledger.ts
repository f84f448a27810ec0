import { toBalanceSnapshot, type BalanceSnapshot } from '@tala/contract/core/balance';
import { MAIN_WALLET } from '@tala/contract/core/money';
import type { Sql } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { balancesChanged } from './balance-cache.ts';

/**
 * The double-entry ledger (integer minor units). Every function runs inside the CALLER's transaction
 * (`db.tx(sql => …)`): a caller that debits a stake and records a bet commits both or neither.
 *
 * - A posting has a unique idempotency key. Replaying the same key with the same member, amount, kind
 *   and direction returns the original posting (`replayed: true`) and moves nothing; the same key with
 *   anything else is DUPLICATE_REQUEST.
 * - Member accounts are locked (SELECT … FOR UPDATE) before they change and never go negative
 *   (INSUFFICIENT_BALANCE; the database CHECK is the last line).
 * - Entries of a posting sum to zero (a deferred constraint trigger checks it at commit).
 * - A posting reports the member account's balance right after it (`balanceAfter`), read from the
 *   statement that changed it: callers never read the balance back.
 * - Every change of a member balance gives the account a new version (migration 0880), and a member's
 *   postings take his MAIN account's lock before any other of his accounts, holding it to the commit:
 *   of two of his postings the later commit has the larger version, whichever wallets they touch.
 *   Several members' accounts are locked in account id order.
 * - A posting forgets its members' balance snapshots on this node once the transaction commits
 *   (./balance-cache.ts).
 * After the transaction commits, call publishBalance() (./events.ts) so open pages update.
 */

const MAIN = MAIN_WALLET;

/** Counter-accounts of member postings (see migration 0200). */
export type HousePurpose = 'BANK' | 'GAMES' | 'LOTTERY' | 'PROMO' | 'AGENT' | 'ADJUST' | (string & {});

/** Largest single posting: 100,000,000.00 in minor units. Far above any stake, far below 2^53. */
export const MAX_POSTING = 10_000_000_000;

export interface MemberPostingInput {
  /** Idempotency key, e.g. `demo:round:<roundId>:bet`. At most 200 characters. */
  key: string;
  memberId: number;
  /** Positive integer, minor units. */
  amount: number;
  /** What the money is for: 'bet', 'win', 'refund', 'seed', 'lottery.bet' … */
  kind: string;
  /** What it belongs to: a round id, a bet id, a transfer id. */
  ref?: string | null;
  /** Member wallet: 'MAIN' (default) or a vendor code. */
  wallet?: string;
  /** The house account on the other side; default 'GAMES'. */
  house?: HousePurpose;
  meta?: Record<string, unknown>;
}

export interface Posting {
  id: number;
  key: string;
  kind: string;
  memberId: number;
  amount: number;
  ref: string | null;
  /** The member account's balance right after this posting (on a replay: after the original). */
  balanceAfter: number;
  replayed: boolean;
  createdAt: Date;
}

type Op = 'debit' | 'credit' | 'transfer' | 'member';

function assertAmount(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount <= 0 || amount > MAX_POSTING) {
    throw new AppError('STAKE_OUT_OF_RANGE', { field: 'amount' });
  }
}

function assertKey(key: string): void {
  if (typeof key !== 'string' || key.length === 0 || key.length > 200) {
    throw new AppError('VALIDATION_FAILED', { field: 'key', message: 'idempotency key must be 1-200 characters' });
  }
}

type PostingRow = {
  id: number;
  op: string;
  kind: string;
  member_id: number | null;
  amount: number;
  ref: string | null;
  created_at: Date;
};

const postingColumns = 'id, op, kind, member_id, amount, ref, created_at';

function matches(existing: PostingRow, op: Op, input: MemberPostingInput): boolean {
  return (
    existing.op === op &&
    existing.kind === input.kind &&
    Number(existing.member_id) === input.memberId &&
    Number(existing.amount) === input.amount
  );
}

/** The posting already made with this key, checked to be the same request; null when the key is new. */
async function existingPosting(sql: Sql, op: Op, input: MemberPostingInput): Promise<PostingRow | null> {
  const [existing] = await sql.query<PostingRow>(`SELECT ${postingColumns} FROM ledger_postings WHERE idem_key = $1`, [
    input.key,
  ]);
  if (!existing) return null;
  if (!matches(existing, op, input)) throw new AppError('DUPLICATE_REQUEST', { field: 'key' });
  return existing;
}

/**
 * Inserts the posting. Called only once the member account is locked and the balance checked, so a
 * refused request writes nothing at all. A concurrent request with the same key waited on the same
 * account lock; if it won, this returns its posting as a replay.
 */
async function claim(
  sql: Sql,
  op: Op,
  input: MemberPostingInput,
  meta: Record<string, unknown>,
): Promise<{ row: PostingRow; replayed: boolean }> {
  const [inserted] = await sql.query<PostingRow>(
    `INSERT INTO ledger_postings (idem_key, op, kind, member_id, amount, ref, meta)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb)
     ON CONFLICT (idem_key) DO NOTHING
     RETURNING ${postingColumns}`,
    [input.key, op, input.kind, input.memberId, input.amount, input.ref ?? null, JSON.stringify(meta)],
  );
  if (inserted) return { row: inserted, replayed: false };
  const existing = await existingPosting(sql, op, input);
  if (!existing) throw new AppError('DUPLICATE_REQUEST', { field: 'key' });
  return { row: existing, replayed: true };
}

async function replayResult(sql: Sql, row: PostingRow, key: string, memberId: number, wallet: string): Promise<Posting> {
  const [entry] = await sql.query<{ balance_after: number }>(
    `SELECT e.balance_after FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
      WHERE e.posting_id = $1 AND a.member_id = $2 AND a.wallet = $3 ORDER BY e.id LIMIT 1`,
    [row.id, memberId, wallet],
  );
  return toPosting(row, key, entry?.balance_after ?? 0, true);
}

function toPosting(row: PostingRow, key: string, balanceAfter: number, replayed: boolean): Posting {
  return {
    id: Number(row.id),
    key,
    kind: row.kind,
    memberId: Number(row.member_id),
    amount: Number(row.amount),
    ref: row.ref,
    balanceAfter: Number(balanceAfter),
    replayed,
    createdAt: row.created_at,
  };
}

/**
 * Takes the member's MAIN account lock, when he has that account: a posting to another of his
 * wallets takes it first, so all his postings queue on one row and their versions follow their
 * commits. A member without a MAIN account has no other posting to queue behind (money reaches a
 * vendor wallet from MAIN), so none is created for it.
 */
async function lockMain(sql: Sql, memberId: number): Promise<void> {
  await sql.query('SELECT 1 FROM ledger_accounts WHERE member_id = $1 AND wallet = $2 FOR UPDATE', [memberId, MAIN]);
}

/**
 * Locks one member wallet in the ledger's order (his MAIN account first), for a caller that must hold
 * it before a posting does (a jackpot win orders itself against the member's other settles).
 */
export async function lockMemberWallet(sql: Sql, memberId: number, wallet: string): Promise<void> {
  await sql.query(
    `SELECT 1 FROM ledger_accounts WHERE member_id = $1 AND wallet = ANY($2::text[])
      ORDER BY (wallet = $3) DESC, id FOR UPDATE`,
    [memberId, [...new Set([MAIN, wallet])], MAIN],
  );
}

/**
 * Locks a member account and returns it. A credit creates the account when it is missing, in the same
 * statement (the upsert locks the row whether it inserted it or found it); a debit of a missing
 * account gets null.
 */
async function lockMemberAccount(sql: Sql, memberId: number, wallet: string, create: boolean) {
  const [account] = create
    ? await sql.query<{ id: number; balance: number }>(
        `INSERT INTO ledger_accounts (member_id, wallet) VALUES ($1, $2)
         ON CONFLICT (member_id, wallet) WHERE member_id IS NOT NULL DO UPDATE SET wallet = EXCLUDED.wallet
         RETURNING id, balance`,
        [memberId, wallet],
      )
    : await sql.query<{ id: number; balance: number }>(
        'SELECT id, balance FROM ledger_accounts WHERE member_id = $1 AND wallet = $2 FOR UPDATE',
        [memberId, wallet],
      );
  return account ? { id: Number(account.id), balance: Number(account.balance) } : null;
}

async function move(sql: Sql, op: 'debit' | 'credit', input: MemberPostingInput): Promise<Posting> {
  assertKey(input.key);
  assertAmount(input.amount);
  const wallet = input.wallet ?? MAIN;
  const house = input.house ?? 'GAMES';
  if (wallet !== MAIN) await lockMain(sql, input.memberId);
  const account = await lockMemberAccount(sql, input.memberId, wallet, op === 'credit');
  // checked under the account lock: a retry that waited for the original to commit sees its posting
  // here and replays it, instead of being judged against the balance the original already spent
  const earlier = await existingPosting(sql, op, input);
  if (earlier) return replayResult(sql, earlier, input.key, input.memberId, wallet);
  const delta = op === 'credit' ? input.amount : -input.amount;
  if (!account || account.balance + delta < 0) {
    throw new AppError('INSUFFICIENT_BALANCE', { field: 'amount' });
  }
  const { row, replayed } = await claim(sql, op, input, { ...input.meta, wallet, house });
  if (replayed) return replayResult(sql, row, input.key, input.memberId, wallet);
  const [updated] = await sql.query<{ balance: number }>(
    'UPDATE ledger_accounts SET balance = balance + $2 WHERE id = $1 RETURNING balance',
    [account.id, delta],
  );
  const after = Number(updated!.balance);
  // the house side is looked up in the same statement (one round trip less per posting)
  const entries = await sql.query(
    `INSERT INTO ledger_entries (posting_id, account_id, amount, balance_after)
     SELECT $1::bigint, $2::bigint, $3::bigint, $4::bigint
     UNION ALL
     SELECT $1::bigint, id, $6::bigint, NULL FROM ledger_accounts WHERE member_id IS NULL AND wallet = $5
     RETURNING id`,
    [row.id, account.id, delta, after, house, -delta],
  );
  if (entries.length !== 2) throw new Error(`ledger: no house account '${house}' (add it in a migration)`);
  balancesChanged(sql, [input.memberId]);
  return toPosting(row, input.key, after, false);
}

/** Takes money from a member wallet to a house account. INSUFFICIENT_BALANCE when it would go negative. */
export function debitMember(sql: Sql, input: MemberPostingInput): Promise<Posting> {
  return move(sql, 'debit', input);
}

/** Gives money from a house account to a member wallet (created on first credit). */
export function creditMember(sql: Sql, input: MemberPostingInput): Promise<Posting> {
  return move(sql, 'credit', input);
}

/**
 * Moves money between two wallets of one member (main ↔ vendor). His accounts are locked in the
 * ledger's order (MAIN first, then by id), so two opposite transfers cannot deadlock.
 */
export async function transferMember(
  sql: Sql,
  input: Omit<MemberPostingInput, 'wallet' | 'house'> & { from: string; to: string },
): Promise<Posting & { toBalanceAfter: number }> {
  assertKey(input.key);
  assertAmount(input.amount);
  if (input.from === input.to) throw new AppError('VALIDATION_FAILED', { field: 'to', message: 'from and to must differ' });
  const replay = async (row: PostingRow) => {
    const p = await replayResult(sql, row, input.key, input.memberId, input.from);
    return { ...p, toBalanceAfter: await balanceOf(sql, input.memberId, input.to) };
  };
  // create both accounts first, then lock them (and MAIN when neither is it) in the ledger's order
  for (const w of [input.from, input.to]) {
    await sql.query(
      `INSERT INTO ledger_accounts (member_id, wallet) VALUES ($1, $2)
       ON CONFLICT (member_id, wallet) WHERE member_id IS NOT NULL DO NOTHING`,
      [input.memberId, w],
    );
  }
  const locked = await sql.query<{ id: number; wallet: string; balance: number }>(
    `SELECT id, wallet, balance FROM ledger_accounts WHERE member_id = $1 AND wallet = ANY($2::text[])
      ORDER BY (wallet = $3) DESC, id FOR UPDATE`,
    [input.memberId, [input.from, input.to, MAIN], MAIN],
  );
  const from = locked.find((a) => a.wallet === input.from)!;
  const to = locked.find((a) => a.wallet === input.to)!;
  // under the locks, as in move(): a retry that waited for the original replays it
  const earlier = await existingPosting(sql, 'transfer', input);
  if (earlier) return replay(earlier);
  if (Number(from.balance) < input.amount) throw new AppError('INSUFFICIENT_BALANCE', { field: 'amount' });
  const { row, replayed } = await claim(sql, 'transfer', input, { ...input.meta, from: input.from, to: input.to });
  if (replayed) return replay(row);
  const fromAfter = Number(from.balance) - input.amount;
  const toAfter = Number(to.balance) + input.amount;
  await sql.query('UPDATE ledger_accounts SET balance = $2 WHERE id = $1', [from.id, fromAfter]);
  await sql.query('UPDATE ledger_accounts SET balance = $2 WHERE id = $1', [to.id, toAfter]);
  await sql.query(
    `INSERT INTO ledger_entries (posting_id, account_id, amount, balance_after)
     VALUES ($1, $2, $3, $4), ($1, $5, $6, $7)`,
    [row.id, from.id, -input.amount, fromAfter, to.id, input.amount, toAfter],
  );
  balancesChanged(sql, [input.memberId]);
  return { ...toPosting(row, input.key, fromAfter, false), toBalanceAfter: toAfter };
}

export interface MemberTransferInput {
  /** Idempotency key. At most 200 characters. */
  key: string;
  fromMemberId: number;
  toMemberId: number;
  /** Positive integer, minor units. */
  amount: number;
  kind: string;
  ref?: string | null;
  meta?: Record<string, unknown>;
}

export interface MemberTransfer {
  id: number;
  replayed: boolean;
  /** The sender's and the receiver's main wallet right after the posting (on a replay: after the original). */
  fromBalanceAfter: number;
  toBalanceAfter: number;
  createdAt: Date;
}

/**
 * Locks the main wallets of several members in account-id order (creating missing ones first). Every
 * transaction that moves money between two members takes this lock before its postings, so a transfer
 * up the tree and one down it between the same two members queue instead of deadlocking.
 */
export async function lockMainWallets(
  sql: Sql,
  memberIds: number[],
): Promise<{ id: number; member_id: number; balance: number }[]> {
  await sql.query(
    `INSERT INTO ledger_accounts (member_id, wallet) SELECT unnest($1::bigint[]), $2
     ON CONFLICT (member_id, wallet) WHERE member_id IS NOT NULL DO NOTHING`,
    [memberIds, MAIN],
  );
  return sql.query<{ id: number; member_id: number; balance: number }>(
    'SELECT id, member_id, balance FROM ledger_accounts WHERE member_id = ANY($1::bigint[]) AND wallet = $2 ORDER BY id FOR UPDATE',
    [memberIds, MAIN],
  );
}

/**
 * Moves money from one member's main wallet to another member's, as ONE posting with two entries
 * (op 'member'): no house account in between, so each side's record shows the other's money.
 * The only place two members' wallets change together: both accounts are created when missing, then
 * locked in account id order, so A → B racing B → A wait on each other instead of deadlocking. The
 * key is looked up under those locks (a retry that waited replays the original); the same key with
 * another sender, receiver, amount or kind is DUPLICATE_REQUEST.
 */
export async function transferBetweenMembers(sql: Sql, input: MemberTransferInput): Promise<MemberTransfer> {
  assertKey(input.key);
  assertAmount(input.amount);
  if (input.fromMemberId === input.toMemberId) {
    throw new AppError('VALIDATION_FAILED', { field: 'to', message: 'from and to must differ' });
  }
  const locked = await lockMainWallets(sql, [input.fromMemberId, input.toMemberId]);
  const from = locked.find((a) => Number(a.member_id) === input.fromMemberId)!;
  const to = locked.find((a) => Number(a.member_id) === input.toMemberId)!;
  const posting: MemberPostingInput = {
    key: input.key,
    memberId: input.fromMemberId,
    amount: input.amount,
    kind: input.kind,
    ref: input.ref ?? null,
  };
  const replay = async (row: PostingRow): Promise<MemberTransfer> => {
    const [meta] = await sql.query<{ to_member: string | null }>(
      `SELECT meta ->> 'toMemberId' AS to_member FROM ledger_postings WHERE id = $1`,
      [row.id],
    );
    if (Number(meta?.to_member) !== input.toMemberId) throw new AppError('DUPLICATE_REQUEST', { field: 'key' });
    const entries = await sql.query<{ account_id: number; balance_after: number }>(
      'SELECT account_id, balance_after FROM ledger_entries WHERE posting_id = $1',
      [row.id],
    );
    const after = (id: number) => Number(entries.find((e) => Number(e.account_id) === Number(id))?.balance_after ?? 0);
    return {
      id: Number(row.id),
      replayed: true,
      fromBalanceAfter: after(from.id),
      toBalanceAfter: after(to.id),
      createdAt: row.created_at,
    };
  };
  const earlier = await existingPosting(sql, 'member', posting);
  if (earlier) return replay(earlier);
  if (Number(from.balance) < input.amount) throw new AppError('INSUFFICIENT_BALANCE', { field: 'amount' });
  const { row, replayed } = await claim(sql, 'member', posting, { ...input.meta, toMemberId: input.toMemberId });
  if (replayed) return replay(row);
  const fromAfter = Number(from.balance) - input.amount;
  const toAfter = Number(to.balance) + input.amount;
  await sql.query('UPDATE ledger_accounts SET balance = $2 WHERE id = $1', [from.id, fromAfter]);
  await sql.query('UPDATE ledger_accounts SET balance = $2 WHERE id = $1', [to.id, toAfter]);
  await sql.query(
    `INSERT INTO ledger_entries (posting_id, account_id, amount, balance_after)
     VALUES ($1, $2, $3, $4), ($1, $5, $6, $7)`,
    [row.id, from.id, -input.amount, fromAfter, to.id, input.amount, toAfter],
  );
  balancesChanged(sql, [input.fromMemberId, input.toMemberId]);
  return { id: Number(row.id), replayed: false, fromBalanceAfter: fromAfter, toBalanceAfter: toAfter, createdAt: row.created_at };
}

/** The posting kind of a recall to MAIN (op 'transfer'). */
export const RECALL_KIND = 'recall';

export interface Recall {
  postingId: number | null;
  /** What came back to MAIN, in total (on a replay: what the original moved; 0 when nothing was there). */
  moved: number;
  replayed: boolean;
}

/**
 * Moves the whole balance of every vendor wallet of a member back to MAIN, as ONE posting (one entry
 * per emptied wallet, one into MAIN). Every account of the member is locked first, in the ledger's
 * order (MAIN, then by id) as transferMember locks them, so a recall and a transfer (or two recalls)
 * cannot deadlock, and a second recall waiting on the first finds the wallets already empty. The key
 * is looked up under those locks, as in move(). When nothing is there to move, nothing is written (a
 * posting needs an amount), so the same key later recalls what is there then: still never twice.
 */
export async function recallToMain(sql: Sql, input: { key: string; memberId: number; ref?: string | null }): Promise<Recall> {
  assertKey(input.key);
  await sql.query(
    `INSERT INTO ledger_accounts (member_id, wallet) VALUES ($1, $2)
     ON CONFLICT (member_id, wallet) WHERE member_id IS NOT NULL DO NOTHING`,
    [input.memberId, MAIN],
  );
  const locked = await sql.query<{ id: number; wallet: string; balance: number }>(
    'SELECT id, wallet, balance FROM ledger_accounts WHERE member_id = $1 ORDER BY (wallet = $2) DESC, id FOR UPDATE',
    [input.memberId, MAIN],
  );
  const [earlier] = await sql.query<PostingRow>(`SELECT ${postingColumns} FROM ledger_postings WHERE idem_key = $1`, [input.key]);
  if (earlier) {
    if (earlier.op !== 'transfer' || earlier.kind !== RECALL_KIND || Number(earlier.member_id) !== input.memberId) {
      throw new AppError('DUPLICATE_REQUEST', { field: 'requestId' });
    }
    return { postingId: Number(earlier.id), moved: Number(earlier.amount), replayed: true };
  }
  const main = locked.find((a) => a.wallet === MAIN)!;
  const emptied = locked.filter((a) => a.wallet !== MAIN && Number(a.balance) > 0);
  const moved = emptied.reduce((sum, a) => sum + Number(a.balance), 0);
  if (moved === 0) return { postingId: null, moved: 0, replayed: false };
  const recall: MemberPostingInput = {
    key: input.key,
    memberId: input.memberId,
    amount: moved,
    kind: RECALL_KIND,
    ref: input.ref ?? null,
  };
  const from = emptied.map((a) => a.wallet);
  const { row, replayed } = await claim(sql, 'transfer', recall, { from, to: MAIN });
  if (replayed) return { postingId: Number(row.id), moved: Number(row.amount), replayed: true };
  const mainAfter = Number(main.balance) + moved;
  for (const a of emptied) await sql.query('UPDATE ledger_accounts SET balance = 0 WHERE id = $1', [a.id]);
  await sql.query('UPDATE ledger_accounts SET balance = $2 WHERE id = $1', [main.id, mainAfter]);
  await sql.query(
    `INSERT INTO ledger_entries (posting_id, account_id, amount, balance_after)
     SELECT $1::bigint, x.account_id, x.amount, x.balance_after
       FROM unnest($2::bigint[], $3::bigint[], $4::bigint[]) AS x(account_id, amount, balance_after)`,
    [
      row.id,
      [...emptied.map((a) => a.id), main.id],
      [...emptied.map((a) => -Number(a.balance)), moved],
      [...emptied.map(() => 0), mainAfter],
    ],
  );
  balancesChanged(sql, [input.memberId]);
  return { postingId: Number(row.id), moved, replayed: false };
}

export interface MemberCredit {
  /** Idempotency key, at most 200 characters; unique within one call. */
  key: string;
  memberId: number;
  /** Positive integer, minor units. */
  amount: number;
  kind: string;
  ref?: string | null;
}

/**
 * Many credits from one house account to members' MAIN wallets, set-based: a fixed number of
 * statements whatever the number of credits (a lottery draw pays thousands of winners at once).
 * The rules are creditMember's, applied to the whole set: every posting has its own idempotency key
 * and two entries summing to zero; the members' accounts are created when missing and locked in
 * account id order (as lockMainWallets, so it queues behind transfers instead of deadlocking); keys
 * are looked up under those locks, a key already used by the same request replays it and moves
 * nothing, a key used by anything else is DUPLICATE_REQUEST (and nothing of the call stays, since it
 * runs in the caller's transaction). A member credited several times gets one balance_after per
 * posting, in the order given. Returns one Posting per credit, in the order given.
 */
export async function creditMembers(sql: Sql, credits: MemberCredit[], house: HousePurpose): Promise<Posting[]> {
  if (!credits.length) return [];
  for (const c of credits) {
    assertKey(c.key);
    assertAmount(c.amount);
  }
  const keys = credits.map((c) => c.key);
  if (new Set(keys).size !== keys.length) throw new Error('ledger: creditMembers needs distinct keys');
  const locked = await lockMainWallets(sql, [...new Set(credits.map((c) => c.memberId))]);
  const accounts = new Map(locked.map((a) => [Number(a.member_id), { id: Number(a.id), balance: Number(a.balance) }]));
  const asInput = (c: MemberCredit): MemberPostingInput => ({ ...c, house });
  const earlier = new Map(
    (
      await sql.query<PostingRow & { idem_key: string }>(
        `SELECT ${postingColumns}, idem_key FROM ledger_postings WHERE idem_key = ANY($1::text[])`,
        [keys],
      )
    ).map((r) => [r.idem_key, r]),
  );
  for (const c of credits) {
    const e = earlier.get(c.key);
    if (e && !matches(e, 'credit', asInput(c))) throw new AppError('DUPLICATE_REQUEST', { field: 'key' });
  }
  const fresh = credits.filter((c) => !earlier.has(c.key));
  const meta = JSON.stringify({ wallet: MAIN, house });
  const inserted = fresh.length
    ? await sql.query<PostingRow & { idem_key: string }>(
        `INSERT INTO ledger_postings (idem_key, op, kind, member_id, amount, ref, meta)
         SELECT x.key, 'credit', x.kind, x.member_id, x.amount, x.ref, $6::jsonb
           FROM unnest($1::text[], $2::text[], $3::bigint[], $4::bigint[], $5::text[]) WITH ORDINALITY
                AS x(key, kind, member_id, amount, ref, n)
          ORDER BY x.n
         ON CONFLICT (idem_key) DO NOTHING
         RETURNING ${postingColumns}, idem_key`,
        [
          fresh.map((c) => c.key),
          fresh.map((c) => c.kind),
          fresh.map((c) => c.memberId),
          fresh.map((c) => c.amount),
          fresh.map((c) => c.ref ?? null),
          meta,
        ],
      )
    : [];
  // every key was free under the account locks; one taken since can only be another member's posting
  if (inserted.length !== fresh.length) throw new AppError('DUPLICATE_REQUEST', { field: 'key' });
  const rows = new Map(inserted.map((r) => [r.idem_key, r]));
  const after = new Map<string, number>();
  for (const c of fresh) {
    const account = accounts.get(c.memberId)!;
    account.balance += c.amount;
    after.set(c.key, account.balance);
  }
  if (fresh.length) {
    // the accounts are locked: their final balances were computed here, one statement sets them all
    const touched = [...new Set(fresh.map((c) => c.memberId))].map((m) => accounts.get(m)!);
    await sql.query(
      `UPDATE ledger_accounts a SET balance = x.balance
         FROM unnest($1::bigint[], $2::bigint[]) AS x(id, balance) WHERE a.id = x.id`,
      [touched.map((a) => a.id), touched.map((a) => a.balance)],
    );
    const postingIds = fresh.map((c) => Number(rows.get(c.key)!.id));
    const amounts = fresh.map((c) => c.amount);
    const [written] = await sql.query<{ n: number }>(
      `WITH x AS (
         SELECT * FROM unnest($1::bigint[], $2::bigint[], $3::bigint[], $4::bigint[]) AS x(posting_id, account_id, amount, balance_after)),
       ins AS (
         INSERT INTO ledger_entries (posting_id, account_id, amount, balance_after)
         SELECT posting_id, account_id, amount, balance_after FROM x
         UNION ALL
         SELECT x.posting_id, h.id, -x.amount, NULL FROM x JOIN ledger_accounts h ON h.member_id IS NULL AND h.wallet = $5
         RETURNING 1)
       SELECT count(*)::int AS n FROM ins`,
      [postingIds, fresh.map((c) => accounts.get(c.memberId)!.id), amounts, fresh.map((c) => after.get(c.key)!), house],
    );
    if (Number(written!.n) !== 2 * fresh.length) throw new Error(`ledger: no house account '${house}' (add it in a migration)`);
    balancesChanged(sql, new Set(fresh.map((c) => c.memberId)));
  }
  const out: Posting[] = [];
  for (const c of credits) {
    const e = earlier.get(c.key);
    if (e) out.push(await replayResult(sql, e, c.key, c.memberId, MAIN));
    else out.push(toPosting(rows.get(c.key)!, c.key, after.get(c.key)!, false));
  }
  return out;
}

/** Balance of one member wallet (default MAIN), minor units; 0 when the wallet was never used. */
export async function balanceOf(sql: Sql, memberId: number, wallet: string = MAIN): Promise<number> {
  const [row] = await sql.query<{ balance: number }>('SELECT balance FROM ledger_accounts WHERE member_id = $1 AND wallet = $2', [
    memberId,
    wallet,
  ]);
  return Number(row?.balance ?? 0);
}

/**
 * The member's balance snapshot (sum, main, each wallet, version). Inside a transaction that just
 * posted, it includes that posting: callers take it there and hand the same figures to the answer
 * and the push.
 */
export async function balanceSnapshotOf(sql: Sql, memberId: number): Promise<BalanceSnapshot> {
  return (await balanceSnapshotsOf(sql, [memberId])).get(memberId)!;
}

/**
 * Balance snapshots of several members in one query (a settlement batch's events); a member without
 * any account gets the empty snapshot. The version is the largest of the member's accounts' (each
 * change of a balance gives its account a new one).
 */
export async function balanceSnapshotsOf(sql: Sql, memberIds: readonly number[]): Promise<Map<number, BalanceSnapshot>> {
  const rows = await sql.query<{ member_id: number; wallet: string; balance: number; seq: number }>(
    `SELECT member_id, wallet, balance, seq FROM ledger_accounts WHERE member_id = ANY($1::bigint[])
      ORDER BY member_id, (wallet = $2) DESC, wallet`,
    [memberIds, MAIN],
  );
  const accounts = new Map(memberIds.map((m) => [m, { wallets: [] as { wallet: string; balanceMinor: number }[], version: 0 }]));
  for (const r of rows) {
    const member = accounts.get(Number(r.member_id))!;
    member.wallets.push({ wallet: r.wallet, balanceMinor: Number(r.balance) });
    member.version = Math.max(member.version, Number(r.seq));
  }
  return new Map([...accounts].map(([m, a]) => [m, toBalanceSnapshot(a.wallets, a.version)]));
}

/** Every wallet of a member with its balance (MAIN first). */
export async function walletsOf(sql: Sql, memberId: number): Promise<{ wallet: string; balance: number }[]> {
  const rows = await sql.query<{ wallet: string; balance: number }>(
    `SELECT wallet, balance FROM ledger_accounts WHERE member_id = $1
      ORDER BY (wallet = $2) DESC, wallet`,
    [memberId, MAIN],
  );
  return rows.map((r) => ({ wallet: r.wallet, balance: Number(r.balance) }));
}

/** Audit figures: the sum of every entry (must be 0) and of member balances vs their entries. */
export async function ledgerAudit(sql: Sql): Promise<{ entriesSum: number; unbalancedPostings: number; memberDrift: number }> {
  const [sum] = await sql.query<{ s: number }>('SELECT COALESCE(SUM(amount), 0)::bigint AS s FROM ledger_entries');
  const [unbalanced] = await sql.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM (SELECT posting_id FROM ledger_entries GROUP BY posting_id HAVING SUM(amount) <> 0) x',
  );
  const [drift] = await sql.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ledger_accounts a
      WHERE a.member_id IS NOT NULL
        AND a.balance <> COALESCE((SELECT SUM(e.amount) FROM ledger_entries e WHERE e.account_id = a.id), 0)`,
  );
  return { entriesSum: Number(sum!.s), unbalancedPostings: Number(unbalanced!.n), memberDrift: Number(drift!.n) };
}

/**
 * Moves money between two house accounts (held withdrawal → paid out, for example), as one posting
 * with two entries; no member balance changes. `memberId` names whose money it was, for the history.
 * Idempotent on the key like the member postings: the same key with another amount, kind or accounts
 * is DUPLICATE_REQUEST.
 */
export async function postBetweenHouses(
  sql: Sql,
  input: {
    key: string;
    kind: string;
    from: HousePurpose;
    to: HousePurpose;
    amount: number;
    memberId: number;
    ref?: string | null;
  },
): Promise<{ id: number; replayed: boolean }> {
  assertKey(input.key);
  assertAmount(input.amount);
  if (input.from === input.to) throw new AppError('VALIDATION_FAILED', { field: 'to', message: 'from and to must differ' });
  const meta = { from: input.from, to: input.to };
  const [inserted] = await sql.query<{ id: number }>(
    `INSERT INTO ledger_postings (idem_key, op, kind, member_id, amount, ref, meta)
     VALUES ($1, 'house', $2, $3, $4, $5, $6::jsonb) ON CONFLICT (idem_key) DO NOTHING RETURNING id`,
    [input.key, input.kind, input.memberId, input.amount, input.ref ?? null, JSON.stringify(meta)],
  );
  if (!inserted) {
    const [earlier] = await sql.query<{
      id: number;
      op: string;
      kind: string;
      amount: number;
      meta: { from?: string; to?: string };
    }>('SELECT id, op, kind, amount, meta FROM ledger_postings WHERE idem_key = $1', [input.key]);
    const same =
      earlier?.op === 'house' &&
      earlier.kind === input.kind &&
      Number(earlier.amount) === input.amount &&
      earlier.meta.from === input.from &&
      earlier.meta.to === input.to;
    if (!same) throw new AppError('DUPLICATE_REQUEST', { field: 'key' });
    return { id: Number(earlier.id), replayed: true };
  }
  const entries = await sql.query(
    `INSERT INTO ledger_entries (posting_id, account_id, amount, balance_after)
     SELECT $1::bigint, id, CASE WHEN wallet = $2 THEN -$4::bigint ELSE $4::bigint END, NULL
       FROM ledger_accounts WHERE member_id IS NULL AND wallet IN ($2, $3)
     RETURNING id`,
    [inserted.id, input.from, input.to, input.amount],
  );
  if (entries.length !== 2) throw new Error(`ledger: no house account '${input.from}' or '${input.to}'`);
  return { id: Number(inserted.id), replayed: false };
}
