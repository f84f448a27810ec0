import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BonusRecord, PromotionDetail, PromotionSummary } from '@tala/contract/promotions';
import { mockServer, refusal, type MockServer } from '../testing/mock-server.ts';
import { renderApp } from '../testing/render-app.tsx';
import { resetUiStore } from '../testing/reset.ts';
import { endSession, startSession } from '../../shared/state/session.ts';
import { useUiStore } from '../../shared/state/ui-store.ts';
import { PRELOAD_MS, preloadCentre } from '../testing/preload-centre.ts';

beforeAll(() => preloadCentre(), PRELOAD_MS);

const snapshot = (minor: number) => ({
  sumBalanceMinor: minor,
  sumBalance: (minor / 100).toFixed(2),
  mainBalanceMinor: minor,
  wallets: [{ wallet: 'MAIN', balanceMinor: minor }],
});

const promo = (over: Partial<PromotionSummary>): PromotionSummary => ({
  id: 1,
  title: '100% first deposit bonus',
  category: 'new_player',
  type: 'newbie',
  labels: ['NEWBIE', 'SPECIAL OFFER'],
  startsAt: null,
  endsAt: null,
  rule: {
    kind: 'firstDeposit',
    period: 'once',
    fixedMinor: null,
    percent: 100,
    capMinor: 50_000,
    minDepositMinor: 1_000,
    turnoverMultiple: 10,
    rateBps: null,
    product: null,
    minBasisMinor: 0,
    prizes: null,
  },
  minVipLevel: 0,
  newPlayersOnly: false,
  status: 'claim',
  reason: null,
  bonusMinor: 50_000,
  basis: null,
  application: null,
  ...over,
});

let server: MockServer;
let list: PromotionSummary[];
let bonuses: BonusRecord[];
let balanceMinor: number;
let claims: unknown[];

beforeEach(() => {
  resetUiStore();
  endSession();
  balanceMinor = 100_000;
  claims = [];
  bonuses = [];
  list = [
    promo({}),
    promo({
      id: 2,
      title: 'Lotto week',
      type: 'lotto',
      labels: ['LIMITED'],
      status: 'comingSoon',
      bonusMinor: null,
      startsAt: '2030-01-08T00:00:00.000Z',
      endsAt: '2030-01-15T00:00:00.000Z',
    }),
    promo({
      id: 3,
      title: 'VIP gift',
      type: 'others',
      labels: ['VIP'],
      status: 'locked',
      reason: 'vip',
      minVipLevel: 3,
      bonusMinor: null,
    }),
  ];
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
      '/wps/promotions/detail': (url): PromotionDetail | ReturnType<typeof refusal> => {
        const found = list.find((p) => p.id === Number(url.searchParams.get('id')));
        return found
          ? { ...found, content: '<p>Deposit and get <strong>100%</strong>.</p><img src="x" onerror="alert(1)">' }
          : refusal('NOT_FOUND', 404, 'id');
      },
      '/wps/promotions/claim': (_url, body) => {
        claims.push(body);
        const paid: BonusRecord = {
          id: 10,
          source: 'promotion',
          promotionId: 1,
          title: '100% first deposit bonus',
          amountMinor: 50_000,
          claimedAt: new Date().toISOString(),
          turnoverRequiredMinor: 500_000,
          turnoverDoneMinor: 0,
        };
        balanceMinor += 50_000;
        bonuses = [paid];
        list = list.map((p) => (p.id === 1 ? { ...p, status: 'claimed', bonusMinor: null } : p));
        return { claim: paid, prizeIndex: null, replayed: false, balance: snapshot(balanceMinor) };
      },
      '/wps/promotions/bonuses': () => ({ list: bonuses }),
    },
  });
});

describe('promotions', () => {
  it('lists promotions by type with labels and period, and filters with the tabs', async () => {
    const user = userEvent.setup();
    renderApp('/promotions');
    const tabs = within(await screen.findByRole('tablist', { name: 'Promotion types' }));
    expect(tabs.getAllByRole('tab').map((t) => t.textContent)).toEqual(['All', 'Others', 'Lotto', 'Newbie']);
    const all = within(screen.getByRole('list', { name: 'All' }));
    expect(all.getAllByRole('article')).toHaveLength(3);
    const first = within(all.getByRole('article', { name: '100% first deposit bonus' }));
    expect(first.getByText('Special offer')).toBeInTheDocument();
    expect(first.getByText('Always on')).toBeInTheDocument();
    const lotto = within(all.getByRole('article', { name: 'Lotto week' }));
    expect(lotto.getByText('Coming soon')).toBeInTheDocument();
    expect(lotto.getByText(/^2030-01-0[78] to 2030-01-1[45]$/)).toBeInTheDocument();
    // a promotion he cannot claim yet says why
    const vip = within(all.getByRole('article', { name: 'VIP gift' }));
    expect(vip.getByText('For VIP level 3 and above.')).toBeInTheDocument();

    await user.click(tabs.getByRole('tab', { name: 'Lotto' }));
    const shown = within(screen.getByRole('list', { name: 'Lotto' }));
    expect(shown.getAllByRole('article').map((a) => a.getAttribute('aria-labelledby'))).toEqual(['promo-2-title']);
  });

  it('the list’s “Claim” opens the promotion, where the claim is made', async () => {
    const user = userEvent.setup();
    startSession({ token: 'tok', account: 'demo', isAgent: 0 });
    renderApp('/promotions');
    const all = within(await screen.findByRole('list', { name: 'All' }));
    const first = within(all.getByRole('article', { name: '100% first deposit bonus' }));
    await user.click(first.getByRole('link', { name: 'Claim $500.00' }));
    const heading = await screen.findByRole('heading', { level: 1, name: '100% first deposit bonus' });
    expect(within(heading.closest('article')!).getByRole('button', { name: 'Claim $500.00' })).toBeInTheDocument();
  });

  it('opens a promotion from the register page link (?id=) and asks a visitor to log in', async () => {
    list = list.map((p) => ({ ...p, status: p.id === 1 ? 'login' : p.status, bonusMinor: null }));
    renderApp('/promotions?id=1');
    const heading = await screen.findByRole('heading', { level: 1, name: '100% first deposit bonus' });
    const page = within(heading.closest('article')!);
    // sanitised again on the web: the handler is gone
    expect(page.getByText('100%', { selector: 'strong' })).toBeInTheDocument();
    expect(document.querySelector('[onerror]')).toBeNull();
    expect(page.getByText('100% of your first deposit, up to $500.00')).toBeInTheDocument();
    expect(page.getByText('Wager 10× the bonus before withdrawing it')).toBeInTheDocument();
    await userEvent.setup().click(page.getByRole('button', { name: 'Log in to claim' }));
    expect(useUiStore.getState().dialogs).toEqual([{ name: 'login', tab: 'login' }]);
  });

  it('claims a bonus: the balance rises, the count goes, and the bonus shows with its turnover', async () => {
    const user = userEvent.setup();
    startSession({ token: 'tok', account: 'demo', isAgent: 0 });
    renderApp('/promoDetail?id=1');
    const page = within((await screen.findByRole('heading', { level: 1, name: '100% first deposit bonus' })).closest('article')!);
    const header = await screen.findByTestId('balance');
    await waitFor(() => expect(header).toHaveTextContent('1,000.00'));
    expect(screen.getByRole('button', { name: 'Reward centre, 1 rewards available' })).toBeInTheDocument();

    await user.click(page.getByRole('button', { name: 'Claim $500.00' }));
    expect(await page.findByText('$500.00 was added to your wallet. Wager $5,000.00 before withdrawing it.')).toBeInTheDocument();
    expect(claims).toEqual([{ id: 1, requestId: expect.stringMatching(/^pc_[0-9a-f]{32}$/) as string, language: 'en' }]);
    await waitFor(() => expect(header).toHaveTextContent('1,500.00'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Reward centre' })).toBeInTheDocument());

    await user.click(page.getByRole('button', { name: 'See my bonuses' }));
    const centre = within(await screen.findByRole('dialog', { name: 'Member centre' }));
    const bonus = within(await centre.findByRole('list', { name: 'Bonuses received' }));
    expect(bonus.getByText('$0.00 of $5,000.00')).toBeInTheDocument();
    expect(bonus.getByRole('progressbar', { name: 'Turnover progress of 100% first deposit bonus' })).toHaveAttribute(
      'value',
      '0',
    );
  });

  it('shows a refused claim as a translated error', async () => {
    const user = userEvent.setup();
    startSession({ token: 'tok', account: 'demo', isAgent: 0 });
    server.routes['/wps/promotions/claim'] = () => refusal('PROMO_CLAIMED', 409, 'id');
    renderApp('/promoDetail?id=1');
    const page = within((await screen.findByRole('heading', { level: 1, name: '100% first deposit bonus' })).closest('article')!);
    await user.click(page.getByRole('button', { name: 'Claim $500.00' }));
    expect(await page.findByRole('alert')).toHaveTextContent('You have already claimed this promotion.');
  });

  it('says a missing promotion was not found', async () => {
    renderApp('/promoDetail?id=99');
    expect(await screen.findByRole('heading', { level: 1, name: 'This promotion was not found.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All promotions' })).toHaveAttribute('href', '/promotions');
  });
});

describe('reward centre', () => {
  it('shows what can be claimed with the red count in the menu, and claims from there', async () => {
    const user = userEvent.setup();
    startSession({ token: 'tok', account: 'demo', isAgent: 0 });
    renderApp('/?mc=rewardCenter');
    const centre = within(await screen.findByRole('dialog', { name: 'Member centre' }));
    const ready = within(await centre.findByRole('list', { name: /Ready to claim/ }));
    expect(ready.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['100% first deposit bonus']);
    expect(centre.getByRole('link', { name: /^Reward centre\s*1 new$/ })).toBeInTheDocument();
    expect(ready.getByRole('link', { name: '100% first deposit bonus' })).toHaveAttribute('href', '/promoDetail?id=1');
    expect(centre.getByText('You have not claimed a bonus yet.')).toBeInTheDocument();
    await user.click(ready.getByRole('button', { name: 'Claim $500.00' }));
    // the claimed card is gone with the button that had the focus: the focus is on what it paid
    expect(await centre.findByText('$500.00 was added to your wallet. Wager $5,000.00 before withdrawing it.')).toHaveFocus();
    const claimed = within(await centre.findByRole('list', { name: 'Claimed recently' }));
    expect(claimed.getByText('$500.00')).toBeInTheDocument();
    expect(centre.getByText('Nothing to claim right now.')).toBeInTheDocument();
    await waitFor(() => expect(centre.getByRole('link', { name: 'Reward centre' })).toBeInTheDocument());
  });
});

describe('bonus details', () => {
  it('with no bonus yet, leads to the reward centre where one is claimed', async () => {
    const user = userEvent.setup();
    startSession({ token: 'tok', account: 'demo', isAgent: 0 });
    renderApp('/?mc=bonusDetails');
    const centre = within(await screen.findByRole('dialog', { name: 'Member centre' }));
    expect(await centre.findByText('No bonuses yet.')).toBeInTheDocument();
    await user.click(centre.getByRole('button', { name: 'Claim one in the reward centre' }));
    expect(await centre.findByRole('list', { name: /Ready to claim/ })).toBeInTheDocument();
    expect(centre.getByRole('link', { name: /^Reward centre/ })).toHaveAttribute('aria-current', 'page');
  });

  it('lists every bonus with its source: a mission reward by its title with its requirement, a referral reward by its source', async () => {
    startSession({ token: 'tok', account: 'demo', isAgent: 0 });
    const at = new Date().toISOString();
    bonuses = [
      {
        id: 3,
        source: 'referral',
        promotionId: null,
        title: '',
        amountMinor: 700,
        claimedAt: at,
        turnoverRequiredMinor: 0,
        turnoverDoneMinor: 0,
      },
      {
        id: 10,
        source: 'mission',
        promotionId: null,
        title: 'Deposit $100.00 this month',
        amountMinor: 500,
        claimedAt: at,
        turnoverRequiredMinor: 2_500,
        turnoverDoneMinor: 0,
      },
      {
        id: 10,
        source: 'promotion',
        promotionId: 1,
        title: '100% first deposit bonus',
        amountMinor: 50_000,
        claimedAt: at,
        turnoverRequiredMinor: 500_000,
        turnoverDoneMinor: 0,
      },
    ];
    renderApp('/?mc=bonusDetails');
    const centre = within(await screen.findByRole('dialog', { name: 'Member centre' }));
    const list = within(await centre.findByRole('list', { name: 'Bonuses received' }));
    expect(list.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Referral reward',
      'Deposit $100.00 this month',
      '100% first deposit bonus',
    ]);
    const mission = within(list.getByRole('heading', { level: 3, name: 'Deposit $100.00 this month' }).closest('li')!);
    expect(mission.getByText('Mission reward')).toBeInTheDocument();
    expect(mission.getByText('$5.00')).toBeInTheDocument();
    expect(mission.getByText('$0.00 of $25.00')).toBeInTheDocument();
    expect(mission.getByRole('progressbar', { name: 'Turnover progress of Deposit $100.00 this month' })).toBeInTheDocument();
    const promotion = within(list.getByRole('heading', { level: 3, name: '100% first deposit bonus' }).closest('li')!);
    expect(promotion.getByText('Promotion')).toBeInTheDocument();
    expect(promotion.getByText('$0.00 of $5,000.00')).toBeInTheDocument();
    const referral = within(list.getByRole('heading', { level: 3, name: 'Referral reward' }).closest('li')!);
    expect(referral.getByText('Turnover met: the bonus can be withdrawn')).toBeInTheDocument();
  });
});

describe('activity application', () => {
  it('counts the comment, refuses 141 characters and a missing image, then sends and shows it under review', async () => {
    const user = userEvent.setup();
    startSession({ token: 'tok', account: 'demo', isAgent: 0 });
    const win = promo({
      id: 7,
      title: 'Share your big win',
      type: 'others',
      labels: ['SPECIAL OFFER'],
      status: 'join',
      bonusMinor: null,
      rule: {
        kind: 'apply',
        period: 'once',
        fixedMinor: 1_000,
        percent: null,
        capMinor: null,
        minDepositMinor: 0,
        turnoverMultiple: 1,
        rateBps: null,
        product: null,
        minBasisMinor: 0,
        prizes: null,
      },
    });
    list = [win];
    const uploads: Blob[] = [];
    const applications: unknown[] = [];
    server.routes['/wps/uploads'] = (url, body) => {
      expect(url.searchParams.get('purpose')).toBe('promoApplication');
      uploads.push(body as Blob);
      return { id: `up${uploads.length}`, contentType: 'image/png', size: 10 };
    };
    server.routes['/wps/promotions/apply'] = (_url, body) => {
      applications.push(body);
      const applying: PromotionSummary = {
        ...win,
        status: 'applying',
        application: { id: 1, status: 'applying', comment: 'Big win', reason: null, createdAt: new Date().toISOString() },
      };
      list = [applying];
      return applying;
    };
    renderApp('/promoDetail?id=7');
    const page = within((await screen.findByRole('heading', { level: 1, name: 'Share your big win' })).closest('article')!);
    expect(page.getByText('Bonus of $10.00 once your application is approved')).toBeInTheDocument();
    const form = within(page.getByRole('form', { name: 'Apply for this promotion' }));
    const comment = form.getByRole('textbox', { name: 'Comment' });
    await user.click(comment);
    await user.paste('x'.repeat(141));
    expect(form.getByText('141/140')).toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Send application' }));
    expect(await form.findByText('The comment is limited to 140 characters.')).toBeInTheDocument();
    expect(within(form.getByRole('group', { name: /Screenshots or photos/ })).getByRole('alert')).toBeInTheDocument();

    await user.clear(comment);
    await user.type(comment, 'Big win');
    expect(form.getByText('7/140')).toBeInTheDocument();
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2])], 'win.png', {
      type: 'image/png',
    });
    await user.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, png);
    await user.click(form.getByRole('button', { name: 'Send application' }));
    expect(await page.findByText(/Your application is under review/)).toBeInTheDocument();
    expect(applications).toEqual([
      {
        id: 7,
        requestId: expect.stringMatching(/^pc_[0-9a-f]{32}$/) as string,
        comment: 'Big win',
        images: ['up1'],
        language: 'en',
      },
    ]);
  });
});
