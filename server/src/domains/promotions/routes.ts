import { promotions } from '@tala/contract/promotions';
import type { Domain } from '../../http/app.ts';
import { assertRealAccount } from '../session/guards.ts';
import { resolveLanguage } from '../system/text.ts';
import type { BalanceContributor } from '../wallet/extras.ts';
import { applyToPromotion } from './applications.ts';
import { bonusRecords, claimablePromotions, claimPromotion, promotionDetail, promotionList } from './claims.ts';

/** Promotions: the list and detail (visitors too), the claim and the member's own bonuses. */
export const promotionsDomain: Domain = {
  name: 'promotions',
  register({ bind, platform }) {
    const { db } = platform;

    bind(promotions.list, async ({ member, input }) => ({
      list: await promotionList(db, member?.id ?? null, resolveLanguage(input.language)),
    }));
    bind(promotions.detail, ({ member, input }) =>
      promotionDetail(db, member?.id ?? null, input.id, resolveLanguage(input.language)),
    );
    bind(promotions.claim, ({ member, input }) => claimPromotion(platform, member, input, resolveLanguage(input.language)));
    bind(promotions.apply, ({ member, input }) => applyToPromotion(platform, member, input, resolveLanguage(input.language)));
    bind(promotions.bonuses, async ({ member, input }) => {
      assertRealAccount(member);
      return { list: await bonusRecords(db, member.id, resolveLanguage(input.language)) };
    });
  },
};

/** The balance call's available-promotion count (the header's reward-centre badge). */
export const promotionsBalance: BalanceContributor = async (sql, memberId, language) => {
  const claimable = await claimablePromotions(sql, memberId, resolveLanguage(language));
  return {
    availablePromoCount: claimable.length,
    promos: claimable.map((p) => ({ id: p.id, title: p.title, REFERRAL: false })),
  };
};
