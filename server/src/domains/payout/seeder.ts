import type { Seeder } from '../../seed/seed.ts';
import { insertProvider, type ProviderRow } from './queries.ts';

/**
 * The demo brand's payout providers: a few Philippine banks (account numbers of 10 to 16 digits)
 * and mobile e-wallets (the 11-digit mobile number, 09…). Operators change the table afterwards.
 */
const demoProviders: ProviderRow[] = [
  { code: 'BDO', type: 'bank', name: 'BDO Unibank', min_length: 10, max_length: 12 },
  { code: 'BPI', type: 'bank', name: 'Bank of the Philippine Islands', min_length: 10, max_length: 10 },
  { code: 'MBTC', type: 'bank', name: 'Metrobank', min_length: 13, max_length: 13 },
  { code: 'LBP', type: 'bank', name: 'LANDBANK', min_length: 10, max_length: 16 },
  { code: 'GCASH', type: 'ewallet', name: 'GCash', min_length: 11, max_length: 11 },
  { code: 'MAYA', type: 'ewallet', name: 'Maya', min_length: 11, max_length: 11 },
  { code: 'SHOPEEPAY', type: 'ewallet', name: 'ShopeePay', min_length: 11, max_length: 11 },
];

export const seedPayoutProviders: Seeder = async (sql) => {
  for (const [i, p] of demoProviders.entries()) await insertProvider(sql, { ...p, sort_order: i });
};
