import type { LocalePack } from '@tala/contract/languages';
import { MAIN_WALLET } from '@tala/contract/core/money';
import type { AccountRecord, RecordType } from '@tala/contract/wallet';
import type { Sql } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { pick } from '../system/text.ts';
import { RECALL_KIND } from './ledger.ts';
import { UPLINE_TRANSFER_KIND } from './upline.ts';
import { memberEntries } from './queries.ts';

/**
 * The account record's type of each posting kind the platform writes today. A kind missing here
 * shows as a bonus when the promotions account paid it and as an adjustment otherwise (queries.ts),
 * so a new kind is never hidden from the member; add it here to give it its own type.
 */
export const kindTypes: Readonly<Record<string, RecordType>> = {
  deposit: 'deposit',
  withdrawal: 'withdrawal',
  bet: 'bet',
  'lottery.bet': 'bet',
  win: 'win',
  'lottery.win': 'win',
  refund: 'refund',
  'lottery.refund': 'refund',
  transfer: 'transfer',
  [RECALL_KIND]: 'transfer',
  'freeplay.grant': 'bonus',
  'withdrawal.return': 'withdrawal',
  // what a disputed payout did not deliver, paid back by an operator (cashier resolve)
  'withdrawal.resolve': 'withdrawal',
  // an agent's transfer to a member of his team (agent domain)
  'agentTransfer.out': 'transfer',
  'agentTransfer.in': 'transfer',
  // a member's transfer to his upline agent: one posting, a line on each of their main wallets
  [UPLINE_TRANSFER_KIND]: 'transfer',
};

const mainName: Record<LocalePack, string> = {
  en: 'Main wallet',
  fil: 'Pangunahing wallet',
  id: 'Dompet utama',
  vi: 'Ví chính',
  zh: '主钱包',
};

/** The name of the main wallet in a language (vendor wallets are named after their vendor). */
export const mainWalletName = (language: LocalePack): string => mainName[language];

export interface TransactionFilter {
  from?: string | undefined;
  to?: string | undefined;
  type?: RecordType | undefined;
  wallet?: string | undefined;
  pageNo: number;
  pageSize: number;
}

/** One page of the member's account record; only ever the member's own wallets. */
export async function transactionPage(
  sql: Sql,
  memberId: number,
  filter: TransactionFilter,
  language: LocalePack,
): Promise<{ list: AccountRecord[]; total: number; totalPages: number }> {
  if (filter.from && filter.to && Date.parse(filter.from) >= Date.parse(filter.to)) {
    throw new AppError('VALIDATION_FAILED', { field: 'to', message: 'to must be after from' });
  }
  const { rows, total } = await memberEntries(sql, memberId, kindTypes, {
    from: filter.from ?? null,
    to: filter.to ?? null,
    wallet: filter.wallet ?? null,
    type: filter.type ?? null,
    limit: filter.pageSize,
    offset: (filter.pageNo - 1) * filter.pageSize,
  });
  const list = rows.map((r): AccountRecord => ({
    id: Number(r.id),
    postingId: Number(r.posting_id),
    createdAt: new Date(r.created_at).toISOString(),
    type: r.type as RecordType,
    wallet: r.wallet,
    walletName: r.wallet === MAIN_WALLET ? mainWalletName(language) : pick(r.vendor_name, language) || r.wallet,
    amountMinor: Number(r.amount),
    balanceAfterMinor: Number(r.balance_after),
    ref: r.ref,
  }));
  return { list, total, totalPages: Math.ceil(total / filter.pageSize) };
}
