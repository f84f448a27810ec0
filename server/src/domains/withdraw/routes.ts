import { withdraw } from '@tala/contract/withdraw';
import type { Domain } from '../../http/app.ts';
import { assertRealAccount } from '../session/guards.ts';
import { confirmReceipt } from './confirm.ts';
import { toWithdrawal, withdrawalPage } from './queries.ts';
import { requestWithdrawal, withdrawInfo } from './requests.ts';

/** Withdrawals: what can be withdrawn, the request with its hold, the list, and the receipt answer. */
export const withdrawDomain: Domain = {
  name: 'withdraw',
  register({ bind, platform }) {
    const { db } = platform;

    bind(withdraw.info, ({ member }) => {
      assertRealAccount(member);
      return withdrawInfo(db, member.id);
    });
    bind(withdraw.create, ({ member, input }) => requestWithdrawal(platform, member, input));
    bind(withdraw.list, async ({ member, input }) => {
      assertRealAccount(member);
      const { rows, total } = await withdrawalPage(db, member.id, input.pageNo, input.pageSize);
      return { list: rows.map(toWithdrawal), total, totalPages: Math.ceil(total / input.pageSize) };
    });
    bind(withdraw.confirm, ({ member, input }) => confirmReceipt(platform, member, input));
  },
};
