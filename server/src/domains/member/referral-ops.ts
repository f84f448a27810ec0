import { formatMinor, toMinor } from '@tala/contract/core/money';
import { UsageError, type OpsCommand } from '../ops-command.ts';
import { readReferralRule, writeReferralRule } from './referral-reward.ts';

const describe = (rule: { minDepositMinor: number; rewardMinor: number } | null) =>
  rule
    ? `a friend's first deposit of at least ${formatMinor(rule.minDepositMinor)} pays the referrer ${formatMinor(rule.rewardMinor)}`
    : 'no referral reward';

/**
 * `referral rule [<min deposit> <reward> | off]`: shows or sets the brand's referral reward. A new
 * rule applies to friends whose first deposit is decided from now on; rewards already paid stay.
 */
export const referralOps: OpsCommand = {
  usage: 'referral rule [<min deposit> <reward> | off]',
  async run(platform, [action, ...args]) {
    if (action !== 'rule') throw new UsageError('say rule, rule off, or rule <min deposit> <reward>');
    const { db } = platform;
    if (args.length === 0) return describe(await readReferralRule(db));
    if (args.length === 1 && args[0] === 'off') {
      await writeReferralRule(db, null);
      return describe(null);
    }
    const [min, reward] = args.map((a) => toMinor(a));
    if (args.length !== 2 || !min || !reward || min <= 0 || reward <= 0)
      throw new UsageError('give two positive amounts, e.g. rule 500 88');
    await writeReferralRule(db, { minDepositMinor: min, rewardMinor: reward });
    return describe(await readReferralRule(db));
  },
};
