import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ProfitReport, ReferralInfo } from '@tala/contract/member-centre';
import { mockServer } from '../testing/mock-server.ts';
import { renderApp } from '../testing/render-app.tsx';
import { resetUiStore } from '../testing/reset.ts';
import { endSession, startSession } from '../../shared/state/session.ts';
import { PRELOAD_MS, preloadCentre } from '../testing/preload-centre.ts';

beforeAll(() => preloadCentre(), PRELOAD_MS);

const figures = {
  depositMinor: 100_000,
  withdrawalMinor: 0,
  stakeMinor: 13_000,
  winMinor: 25_000,
  bonusMinor: 0,
  netMinor: 12_000,
};
let asked: URL[];
let referral: ReferralInfo;

beforeEach(() => {
  resetUiStore();
  endSession();
  asked = [];
  referral = { code: 'ABCD2345', friends: [], total: 0, depositedCount: 0, rule: null, rewardTotalMinor: 0 };
  mockServer({
    routes: {
      '/wps/member/profit': (url): ProfitReport => {
        asked.push(url);
        return {
          days: [{ date: '2026-11-25', ...figures }],
          products: [
            { product: 'games', stakeMinor: 10_000, winMinor: 25_000, netMinor: 15_000 },
            { product: 'lottery', stakeMinor: 3_000, winMinor: 0, netMinor: -3_000 },
          ],
          totals: figures,
        };
      },
      '/wps/member/referral': () => referral,
    },
  });
  startSession({ token: 'tok', account: 'demo', isAgent: 0 });
});

describe('personal profit and loss', () => {
  it('shows totals, products and days for the last 7 days by default; another period asks again', async () => {
    const user = userEvent.setup();
    renderApp('/?mc=personalProfit');
    const centre = within(await screen.findByRole('dialog', { name: 'Member centre' }));
    const totals = within((await centre.findByRole('heading', { name: 'Totals' })).parentElement!);
    expect(totals.getByText('Profit / loss').nextElementSibling).toHaveTextContent('+$120.00');
    const products = within(centre.getByRole('table', { name: 'By product' }));
    expect(products.getByRole('row', { name: /Lottery \$30\.00 \$0\.00 -\$30\.00/ })).toBeInTheDocument();
    const days = within(centre.getByRole('table', { name: 'By day' }));
    expect(
      days.getByRole('row', { name: /2026-11-25 \$1,000\.00 \$0\.00 \$130\.00 \$250\.00 \$0\.00 \+\$120\.00/ }),
    ).toBeInTheDocument();
    const first = asked[0]!;
    expect(Number(first.searchParams.get('utcOffsetMinutes'))).toBe(0 - new Date().getTimezoneOffset());
    expect((Date.parse(first.searchParams.get('to')!) - Date.parse(first.searchParams.get('from')!)) / 86_400_000).toBeCloseTo(
      7,
      0,
    );
    await user.click(centre.getByRole('radio', { name: '30 days' }));
    await expect.poll(() => asked.length).toBe(2);
  });
});

describe('invite friends', () => {
  it('shows the code and the link to share, and what to do while nobody registered', async () => {
    renderApp('/?mc=referral');
    const centre = within(await screen.findByRole('dialog', { name: 'Member centre' }));
    expect(await centre.findByRole('textbox', { name: 'Your invitation code' })).toHaveValue('ABCD2345');
    expect(centre.getByRole('textbox', { name: 'Your invitation link' })).toHaveValue(
      `${window.location.origin}/register?referralCode=ABCD2345`,
    );
    expect(centre.getByRole('button', { name: 'Copy your invitation link' })).toBeInTheDocument();
    expect(centre.getByText(/No friend has registered with your code yet/)).toBeInTheDocument();
    // the QR code carries the same link; no rule is shown while the brand has none
    expect(centre.getByRole('img', { name: 'QR code of your invitation link' })).toHaveAttribute(
      'data-qr-value',
      `${window.location.origin}/register?referralCode=ABCD2345`,
    );
    expect(centre.queryByText(/When a friend you invited/)).not.toBeInTheDocument();
  });

  it('lists the friends who registered, and how many deposited', async () => {
    referral = {
      ...referral,
      friends: [
        { account: 'fr****', registeredAt: '2026-11-24T10:00:00Z', deposited: true, decided: false, rewardMinor: null },
        { account: 'lo**', registeredAt: '2026-11-22T10:00:00Z', deposited: true, decided: true, rewardMinor: null },
        { account: 'pa***', registeredAt: '2026-11-20T10:00:00Z', deposited: false, decided: false, rewardMinor: null },
      ],
      total: 3,
      depositedCount: 2,
    };
    renderApp('/?mc=referral');
    const centre = within(await screen.findByRole('dialog', { name: 'Member centre' }));
    expect(await centre.findByRole('heading', { name: '3 friends registered' })).toBeInTheDocument();
    expect(centre.getByText('2 of them have made a deposit.')).toBeInTheDocument();
    const table = within(centre.getByRole('table', { name: 'Friends who registered with your code, newest first' }));
    expect(table.getByRole('row', { name: /fr\*\*\*\* .* Deposited/ })).toBeInTheDocument();
    expect(table.getByRole('row', { name: /lo\*\* .* First deposit under the minimum/ })).toBeInTheDocument();
    expect(table.getByRole('row', { name: /pa\*\*\* .* Registered/ })).toBeInTheDocument();
  });

  it('states the brand’s reward rule and shows the reward each friend paid', async () => {
    referral = {
      ...referral,
      friends: [{ account: 'fr****', registeredAt: '2026-11-24T10:00:00Z', deposited: true, decided: true, rewardMinor: 8_800 }],
      total: 1,
      depositedCount: 1,
      rule: { minDepositMinor: 50_000, rewardMinor: 8_800 },
      rewardTotalMinor: 8_800,
    };
    renderApp('/?mc=referral');
    const centre = within(await screen.findByRole('dialog', { name: 'Member centre' }));
    expect(
      await centre.findByText('When a friend you invited makes a first deposit of at least $500.00, you receive $88.00.'),
    ).toBeInTheDocument();
    expect(centre.getByText(/Your friends have earned you \$88\.00\./)).toBeInTheDocument();
    const table = within(centre.getByRole('table', { name: 'Friends who registered with your code, newest first' }));
    expect(table.getByRole('row', { name: /fr\*\*\*\* .* Reward paid: \$88\.00/ })).toBeInTheDocument();
  });
});
