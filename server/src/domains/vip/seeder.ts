import type { VipLevel } from '@tala/contract/vip';
import type { Seeder } from '../../seed/seed.ts';
import { insertLevel } from './queries.ts';

const peso = (major: number) => major * 100;

/**
 * The brand's VIP levels. Both thresholds are lifetime totals; from level 5 on a personal VIP
 * service replaces live chat (spec §4). The demo player's stored level (3) keeps its label colours.
 * Level names are shown as written in every language, so the first is "VIP 0", not a word.
 */
export const defaultVipLevels: VipLevel[] = [
  [0, 'VIP 0', '#1f2937', '#e5e7eb', 0, 0, 30, 50_000, 0, false],
  [1, 'VIP 1', '#1f2937', '#cbd5e1', 1_000, 5_000, 40, 100_000, 88, false],
  [2, 'VIP 2', '#1f2937', '#93c5fd', 5_000, 30_000, 50, 200_000, 188, false],
  [3, 'VIP 3', '#3b2300', '#f5c542', 20_000, 100_000, 60, 500_000, 588, false],
  [4, 'VIP 4', '#ffffff', '#7c3aed', 50_000, 300_000, 80, 1_000_000, 1_288, false],
  [5, 'VIP 5', '#ffffff', '#db2777', 200_000, 1_000_000, 100, 2_000_000, 2_888, true],
  [6, 'VIP 6', '#ffffff', '#111827', 500_000, 3_000_000, 120, 5_000_000, 8_888, true],
].map(([level, name, color, color2, deposit, bet, rebateBps, withdraw, birthday, vipService]) => ({
  level: level as number,
  name: name as string,
  color: color as string,
  color2: color2 as string,
  depositMinor: peso(deposit as number),
  validBetMinor: peso(bet as number),
  rebateBps: rebateBps as number,
  dailyWithdrawLimitMinor: peso(withdraw as number),
  birthdayBonusMinor: peso(birthday as number),
  vipService: vipService as boolean,
}));

export const seedVipLevels: Seeder = async (sql) => {
  for (const level of defaultVipLevels) await insertLevel(sql, level);
};
