import { payout } from '@tala/contract/payout';
import type { Domain } from '../../http/app.ts';
import { assertRealAccount } from '../session/guards.ts';
import { accountList, addAccount, removePayoutAccount } from './accounts.ts';
import {
  changePaymentPassword,
  paymentPasswordStatus,
  resetPaymentPassword,
  sendPaymentResetCode,
  setPaymentPassword,
} from './payment-password.ts';
import { enabledProviders } from './queries.ts';

/** Payout security: the payment password and the accounts withdrawals are paid to. */
export const payoutDomain: Domain = {
  name: 'payout',
  register({ bind, platform }) {
    const { db } = platform;

    bind(payout.passwordStatus, ({ member }) => {
      assertRealAccount(member);
      return paymentPasswordStatus(db, member.id);
    });
    bind(payout.setPassword, ({ member, input }) => setPaymentPassword(platform, member, input));
    bind(payout.changePassword, ({ member, input }) => changePaymentPassword(platform, member, input));
    bind(payout.sendResetCode, ({ member, ip }) => sendPaymentResetCode(platform, member, ip));
    bind(payout.resetPassword, ({ member, input }) => resetPaymentPassword(platform, member, input));

    bind(payout.providers, async ({ member }) => {
      assertRealAccount(member);
      const rows = await enabledProviders(db);
      return {
        list: rows.map((r) => ({ code: r.code, type: r.type, name: r.name, minLength: r.min_length, maxLength: r.max_length })),
      };
    });
    bind(payout.accounts, ({ member }) => {
      assertRealAccount(member);
      return accountList(db, member.id);
    });
    bind(payout.addAccount, ({ member, input }) => addAccount(platform, member, input));
    bind(payout.removeAccount, ({ member, input }) => removePayoutAccount(platform, member, input));
  },
};
