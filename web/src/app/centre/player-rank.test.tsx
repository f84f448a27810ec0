import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MemberInfo } from '@tala/contract/member';
import type { PlayerRank, VipLevel } from '@tala/contract/vip';
import { mockServer } from '../testing/mock-server.ts';
import { renderApp } from '../testing/render-app.tsx';
import { resetUiStore } from '../testing/reset.ts';
import { endSession, startSession } from '../../shared/state/session.ts';
import { PRELOAD_MS, preloadCentre } from '../testing/preload-centre.ts';

beforeAll(() => preloadCentre(), PRELOAD_MS);

const level = (n: number, patch: Partial<VipLevel> = {}): VipLevel => ({
  level: n,
  name: n === 0 ? 'Member' : `VIP ${n}`,
  color: '#111111',
  color2: '#eeeeee',
  depositMinor: n * 1_000_000,
  validBetMinor: n * 5_000_000,
  rebateBps: 30 + n * 10,
  dailyWithdrawLimitMinor: 5_000_000 * (n + 1),
  birthdayBonusMinor: n * 10_000,
  vipService: n >= 5,
  ...patch,
});

const info: MemberInfo = {
  id: 7,
  account: 'demo',
  nickname: 'Demo Player',
  type: 'player',
  toUpline: true,
  clubLabel: { labelName: 'VIP 3', color: '#3b2300', color2: '#f5c542', rankLevel: 3 },
  memberLabel: [{ labelName: 'VIP', color: '#3b2300', color2: '#f5c542' }],
  rank: 3,
  isAgent: 0,
  language: 'EN',
  affiliateCode: null,
  mobile: null,
  email: null,
  createdAt: '2026-01-01T00:00:00Z',
};

let rank: PlayerRank;

beforeEach(() => {
  resetUiStore();
  endSession();
  rank = {
    level: 3,
    levels: [0, 1, 2, 3, 4, 5].map((n) => level(n)),
    totals: { depositMinor: 3_500_000, validBetMinor: 20_000_000 },
    next: { level: 4, depositMissingMinor: 500_000, validBetMissingMinor: 0 },
  };
  mockServer({
    routes: {
      '/wps/member/info': () => info,
      '/wps/v2/wallets/balance': () => ({
        sumBalanceMinor: 0,
        sumBalance: '0.00',
        currency: '$',
        mainBalanceMinor: 0,
        wallets: [],
        unreadCount: 0,
        availablePromoCount: 0,
        promos: [],
      }),
      '/wps/member/rank': () => rank,
    },
  });
  startSession({ token: 'tok', account: 'demo', isAgent: 0 });
});

describe('VIP rank', () => {
  it('opens from the header’s VIP label: the level, the progress on both goals, what the next level gives, every level', async () => {
    const user = userEvent.setup();
    renderApp('/');
    await user.click((await screen.findAllByRole('button', { name: 'VIP level VIP 3: see your player rank' }))[0]!);
    const centre = within(await screen.findByRole('dialog', { name: 'Member centre' }));
    expect(await centre.findByRole('heading', { name: 'Your level VIP 3' })).toBeInTheDocument();
    expect(centre.getByRole('progressbar', { name: 'Deposits' })).toHaveAttribute('value', '3500000');
    expect(centre.getByText('$5,000.00 to go')).toBeInTheDocument();
    expect(centre.getByText('Goal reached')).toBeInTheDocument();
    const gives = within(centre.getByRole('heading', { name: 'What VIP 4 gives you' }).parentElement!);
    expect(gives.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '0.7% rebate on valid bets',
      'Withdraw up to $250,000.00 a day',
      'A birthday bonus of $400.00',
    ]);
    const table = within(centre.getByRole('table', { name: 'VIP levels with what they need and what they give' }));
    expect(table.getAllByRole('row')).toHaveLength(7);
    expect(table.getByRole('row', { name: /VIP 3 You/ })).toHaveAttribute('aria-current', 'true');
    expect(table.getByRole('row', { name: /VIP 5/ })).toHaveTextContent('Personal VIP service');
    expect(centre.queryByText(/a level we gave you/)).not.toBeInTheDocument();
  });

  it('explains a level held with totals under its goals: one the operator gave', async () => {
    rank = { ...rank, totals: { depositMinor: 0, validBetMinor: 67_745 } };
    renderApp('/?mc=playerRank');
    const centre = within(await screen.findByRole('dialog', { name: 'Member centre' }));
    expect(
      await centre.findByText(
        'VIP 3 is a level we gave you, so your totals can be under its goals. Deposits count your completed deposits only: gifts and bonuses do not count.',
      ),
    ).toBeInTheDocument();
  });

  it('says so at the top level', async () => {
    rank = { ...rank, level: 5, next: null };
    renderApp('/?mc=playerRank');
    const centre = within(await screen.findByRole('dialog', { name: 'Member centre' }));
    expect(await centre.findByText('You are at the top level. Thank you for playing with us!')).toBeInTheDocument();
  });
});
