import { points } from '@tala/contract/points';
import type { Domain } from '../../http/app.ts';
import { assertRealAccount } from '../session/guards.ts';
import { readSetting } from '../system/settings.ts';
import { resolveLanguage } from '../system/text.ts';
import { enabledItems, memberEntries, pointTotals, toItem } from './queries.ts';
import { convertPoints, redeemItem } from './redeem.ts';

const PAGE_SIZE = 20;

/** Points: the balance and rates, the mall, the member's own history, redeeming and converting. */
export const pointsDomain: Domain = {
  name: 'points',
  register({ bind, platform }) {
    const { db } = platform;

    bind(points.summary, async ({ member }) => {
      assertRealAccount(member);
      const [totals, config] = await Promise.all([pointTotals(db, member.id), readSetting(db, 'points')]);
      return { ...totals, config };
    });
    bind(points.items, async ({ member, input }) => {
      assertRealAccount(member);
      const language = resolveLanguage(input.language);
      return { list: (await enabledItems(db)).map((r) => toItem(r, language)) };
    });
    bind(points.history, async ({ member, input }) => {
      assertRealAccount(member);
      const page = await memberEntries(db, member.id, resolveLanguage(input.language), input.page, PAGE_SIZE);
      return { ...page, pageSize: PAGE_SIZE };
    });
    bind(points.redeem, ({ member, input }) => redeemItem(platform, member, input, resolveLanguage(input.language)));
    bind(points.convert, ({ member, input }) => convertPoints(platform, member, input, resolveLanguage(input.language)));
  },
};
