import { vip } from '@tala/contract/vip';
import type { Domain } from '../../http/app.ts';
import { assertRealAccount } from '../session/guards.ts';
import { refreshRank } from './rank.ts';

/** The VIP rank page: the member's level, progress and every level's benefits. */
export const vipDomain: Domain = {
  name: 'vip',
  register({ bind, platform }) {
    bind(vip.rank, ({ member }) => {
      assertRealAccount(member);
      return refreshRank(platform, member.id);
    });
  },
};
