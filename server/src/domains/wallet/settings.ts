import { MAIN_WALLET } from '@tala/contract/core/money';
import type { Sql } from '../../db/client.ts';
import { readSetting, writeSetting } from '../system/settings.ts';

/**
 * Wallet mode of the brand (brand setting `merchantWallet`): single (one seamless wallet; every vendor
 * stakes from MAIN) or not (transfer vendors have their own wallet, filled with walletTransfer).
 * Operators change it with `ops games wallet single|transfer`.
 */
export async function isSingleWallet(sql: Sql): Promise<boolean> {
  return (await readSetting(sql, 'merchantWallet')).isSingle;
}

export async function setSingleWallet(sql: Sql, isSingle: boolean): Promise<void> {
  await writeSetting(sql, 'merchantWallet', { isSingle });
}

/** Vendors with their own wallet (transfer vendors), by code → name. Empty when the wallet is single. */
export async function transferVendors(sql: Sql): Promise<{ code: string; name: Record<string, string> }[]> {
  if (await isSingleWallet(sql)) return [];
  return sql.query<{ code: string; name: Record<string, string> }>(
    'SELECT code, name FROM game_vendors WHERE own_wallet ORDER BY sort, code',
  );
}

/** The member wallet a vendor's stakes come from. */
export async function walletForVendor(sql: Sql, vendor: { code: string; own_wallet: boolean }): Promise<string> {
  if (!vendor.own_wallet || (await isSingleWallet(sql))) return MAIN_WALLET;
  return vendor.code;
}
