import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BonusRecord, PromoRule, PromotionDetail, PromotionSummary } from '@tala/contract/promotions';
import { mockServer, type MockServer } from '../testing/mock-server.ts';
import { renderApp } from '../testing/render-app.tsx';
import { resetUiStore } from '../testing/reset.ts';
import { endSession, startSession } from '../../shared/state/session.ts';
import { PRELOAD_MS, preloadCentre } from '../testing/preload-centre.ts';

beforeAll(() => preloadCentre(), PRELOAD_MS);

/** The rebate, loss back, birthday, app-download and raffle promotions as a member sees them. */

const snapshot = (minor: number) => ({
  sumBalanceMinor: minor,
  sumBalance: (minor / 100).toFixed(2),
  mainBalanceMinor: minor,
  wallets: [{ wallet: 'MAIN', balanceMinor: minor }],
});

const rule = (over: Partial<PromoRule>): PromoRule => ({
  kind: 'fixed',
  period: 'once',
  fixedMinor: null,
  percent: null,
  capMinor: null,
  minDepositMinor: 0,
  turnoverMultiple: 1,
  rateBps: null,
  product: null,
  minBasisMinor: 0,
  prizes: null,
  ...over,
});

const promo = (over: Partial<PromotionSummary>): PromotionSummary => ({
  id: 1,
  title: 'x',
  category: 'daily',
  type: 'others',
  labels: [],
  startsAt: null,
  endsAt: null,
  rule: null,
  minVipLevel: 0,
  newPlayersOnly: false,
  status: 'claim',
  reason: null,
  bonusMinor: null,
  basis: null,
  application: null,
  ...over,
});

const REBATE = promo({
  id: 1,
  title: 'Daily casino rebate 1%',
  type: 'rebate',
  rule: rule({ kind: 'rebate', period: 'daily', rateBps: 100, capMinor: 5_000, minBasisMinor: 1_000, product: 'games' }),
  bonusMinor: 450,
  basis: { amountMinor: 45_000, from: '2026-03-07T16:00:00.000Z', to: '2026-03-08T16:00:00.000Z' },
});
const LOSS_BACK = promo({
  id: 2,
  title: 'Daily loss back 5%',
  rule: rule({ kind: 'lossBack', period: 'daily', rateBps: 500, capMinor: 10_000, minBasisMinor: 2_000 }),
  status: 'locked',
  reason: 'loss',
  basis: { amountMinor: -3_000, from: '2026-03-07T16:00:00.000Z', to: '2026-03-08T16:00:00.000Z' },
});
const BIRTHDAY = promo({
  id: 3,
  title: 'Birthday gift $20',
  rule: rule({ kind: 'birthday', period: 'yearly', fixedMinor: 2_000 }),
  minVipLevel: 1,
  status: 'locked',
  reason: 'birthdayMissing',
});
const APP = promo({
  id: 4,
  title: 'App download bonus',
  type: 'app download',
  rule: rule({ kind: 'appDownload', fixedMinor: 500 }),
  status: 'locked',
  reason: 'app',
});
const RAFFLE = promo({
  id: 5,
  title: 'Daily lucky draw',
  rule: rule({
    kind: 'raffle',
    period: 'daily',
    prizes: [
      { amountMinor: 100, weight: 75 },
      { amountMinor: 500, weight: 25 },
    ],
  }),
});

let server: MockServer;
let list: PromotionSummary[];
let balanceMinor: number;

const paid = (id: number, amountMinor: number): BonusRecord => ({
  id: 10 + id,
  source: 'promotion',
  promotionId: id,
  title: list.find((p) => p.id === id)!.title,
  amountMinor,
  claimedAt: new Date().toISOString(),
  turnoverRequiredMinor: amountMinor,
  turnoverDoneMinor: 0,
});

beforeEach(() => {
  resetUiStore();
  endSession();
  balanceMinor = 100_000;
  list = [REBATE, LOSS_BACK, BIRTHDAY, APP, RAFFLE];
  server = mockServer({
    routes: {
      '/wps/v2/wallets/balance': () => ({
        ...snapshot(balanceMinor),
        currency: '$',
        unreadCount: 0,
        availablePromoCount: list.filter((p) => p.status === 'claim').length,
        promos: [],
      }),
      '/wps/promotions': () => ({ list }),
      '/wps/promotions/detail': (url): PromotionDetail => ({
        ...list.find((p) => p.id === Number(url.searchParams.get('id')))!,
        content: '<p>Details.</p>',
      }),
      '/wps/promotions/claim': (_url, body) => {
        const { id } = body as { id: number };
        const raffle = id === RAFFLE.id;
        const amount = raffle ? 500 : list.find((p) => p.id === id)!.bonusMinor!;
        balanceMinor += amount;
        const claim = paid(id, amount);
        list = list.map((p) => (p.id === id ? { ...p, status: 'claimed', bonusMinor: null } : p));
        return { claim, prizeIndex: raffle ? 1 : null, replayed: false, balance: snapshot(balanceMinor) };
      },
      '/wps/promotions/bonuses': () => ({ list: [] }),
    },
  });
});

const detailPage = async (title: string) =>
  within((await screen.findByRole('heading', { level: 1, name: title })).closest('article')!);

describe('rebate', () => {
  it('shows the rule and yesterday’s valid bets with the bonus on the card and the detail, and claims it', async () => {
    const user = userEvent.setup();
    startSession({ token: 'tok', account: 'demo', isAgent: 0 });
    renderApp('/promotions');
    const card = within(await screen.findByRole('article', { name: REBATE.title }));
    const progress = within(card.getByRole('group', { name: 'Your progress' }));
    expect(progress.getByText("Yesterday's valid bets")).toBeInTheDocument();
    expect(progress.getByText('$450.00')).toBeInTheDocument();
    expect(progress.getByText('$4.50')).toBeInTheDocument();
    expect(card.getByText('Claim $4.50')).toBeInTheDocument();

    await user.click(card.getByRole('link', { name: 'View details' }));
    const page = await detailPage(REBATE.title);
    expect(page.getByText('1% of your valid bets of the previous day, up to $50.00')).toBeInTheDocument();
    expect(page.getByText('Only slots, casino and other game bets count')).toBeInTheDocument();
    expect(page.getByText('Fewest valid bets that count: $10.00')).toBeInTheDocument();
    expect(page.getByText('Claim once a day')).toBeInTheDocument();
    expect(within(page.getByRole('group', { name: 'Your progress' })).getByText('$450.00')).toBeInTheDocument();
    await user.click(page.getByRole('button', { name: 'Claim $4.50' }));
    expect(await page.findByText('$4.50 was added to your wallet. Wager $4.50 before withdrawing it.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('balance')).toHaveTextContent('1,004.50'));
  });
});

describe('loss back', () => {
  it('shows a net win as such, never as a negative loss, and says why nothing can be claimed', async () => {
    startSession({ token: 'tok', account: 'demo', isAgent: 0 });
    renderApp(`/promoDetail?id=${LOSS_BACK.id}`);
    const page = await detailPage(LOSS_BACK.title);
    expect(page.getByText('5% of your net loss of the previous day, up to $100.00')).toBeInTheDocument();
    expect(page.getByText('Smallest net loss that counts: $20.00')).toBeInTheDocument();
    const progress = within(page.getByRole('group', { name: 'Your progress' }));
    expect(progress.getByText("Yesterday's net win")).toBeInTheDocument();
    expect(progress.getByText('$30.00')).toBeInTheDocument();
    expect(page.getByText('No net loss in the last period: nothing to give back.')).toBeInTheDocument();
    expect(page.queryByRole('button', { name: /Claim/ })).toBeNull();
  });
});

describe('birthday', () => {
  it('tells a member without a birthday to set it in his profile, and opens it', async () => {
    const user = userEvent.setup();
    startSession({ token: 'tok', account: 'demo', isAgent: 0 });
    renderApp(`/promoDetail?id=${BIRTHDAY.id}`);
    const page = await detailPage(BIRTHDAY.title);
    expect(page.getByText('Bonus of $20.00 in the month of your birthday')).toBeInTheDocument();
    expect(page.getByText('Claim once a year')).toBeInTheDocument();
    expect(page.getByText('For VIP level 1 and above.')).toBeInTheDocument();
    expect(page.getByText('Set your birthday in your profile to claim.')).toBeInTheDocument();
    await user.click(page.getByRole('button', { name: 'Set my birthday' }));
    expect(await screen.findByRole('dialog', { name: 'Member centre' })).toBeInTheDocument();
  });
});

describe('app download', () => {
  it('says to log in once from the installed app and links to the download page', async () => {
    startSession({ token: 'tok', account: 'demo', isAgent: 0 });
    renderApp(`/promoDetail?id=${APP.id}`);
    const page = await detailPage(APP.title);
    expect(page.getByText('Bonus of $5.00 once you log in from the installed app')).toBeInTheDocument();
    expect(page.getByText('Log in once from the installed app to claim.')).toBeInTheDocument();
    expect(page.getByRole('link', { name: 'Get the app' })).toHaveAttribute('href', '/down');
  });
});

describe('raffle', () => {
  it('lists the prizes with their chances, draws on the server and reveals the prize', async () => {
    const user = userEvent.setup();
    startSession({ token: 'tok', account: 'demo', isAgent: 0 });
    renderApp('/promotions');
    const card = within(await screen.findByRole('article', { name: RAFFLE.title }));
    expect(card.getByText('Draw now')).toBeInTheDocument();
    await user.click(card.getByRole('link', { name: 'View details' }));
    const page = await detailPage(RAFFLE.title);
    const prizes = within(page.getByRole('list', { name: 'Prizes' }));
    expect(prizes.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['$1.00 (75%)', '$5.00 (25%)']);
    await user.click(page.getByRole('button', { name: 'Draw now' }));
    const reveal = await page.findByRole('status');
    expect(reveal).toHaveTextContent('You won $5.00!');
    expect(reveal).toHaveTextContent('It was added to your wallet. Wager $5.00 before withdrawing it.');
    expect(server.calls.filter((path) => path === '/wps/promotions/claim')).toHaveLength(1);
    await waitFor(() => expect(screen.getByTestId('balance')).toHaveTextContent('1,005.00'));
  });
});

describe('reward centre', () => {
  it('counts the rebate and the raffle as ready, and says what a draw won', async () => {
    const user = userEvent.setup();
    startSession({ token: 'tok', account: 'demo', isAgent: 0 });
    renderApp('/?mc=rewardCenter');
    const centre = within(await screen.findByRole('dialog', { name: 'Member centre' }));
    const ready = within(await centre.findByRole('list', { name: /Ready to claim/ }));
    expect(ready.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([REBATE.title, RAFFLE.title]);
    await user.click(ready.getByRole('button', { name: 'Draw now' }));
    expect(
      await centre.findByText('You won $5.00! It was added to your wallet. Wager $5.00 before withdrawing it.'),
    ).toBeInTheDocument();
  });
});
