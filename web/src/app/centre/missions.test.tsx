import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MissionClaimResult, MissionSummary, SignInCalendar, SignInResult } from '@tala/contract/missions';
import { mockServer, refusal } from '../testing/mock-server.ts';
import { renderApp } from '../testing/render-app.tsx';
import { resetUiStore } from '../testing/reset.ts';
import { endSession, startSession } from '../../shared/state/session.ts';
import { PRELOAD_MS, preloadCentre } from '../testing/preload-centre.ts';

beforeAll(() => preloadCentre(), PRELOAD_MS);

const snapshot = (minor: number, version: number) => ({
  sumBalanceMinor: minor,
  sumBalance: (minor / 100).toFixed(2),
  mainBalanceMinor: minor,
  wallets: [{ wallet: 'MAIN', balanceMinor: minor }],
  version,
});

const mission = (over: Partial<MissionSummary>): MissionSummary => ({
  id: 1,
  title: 'Place a lottery bet today',
  goal: 'lotteryBets',
  target: 1,
  progress: 1,
  period: 'daily',
  periodStartsAt: '2026-11-25T16:00:00.000Z',
  periodEndsAt: '2026-11-26T16:00:00.000Z',
  reward: { kind: 'cash', amount: 200, turnoverMultiple: 1 },
  status: 'claim',
  unseen: true,
  ...over,
});

const calendarOf = (streak: number, signedToday: boolean): SignInCalendar => {
  const today = signedToday ? ((streak - 1) % 7) + 1 : (streak % 7) + 1;
  return {
    streak,
    signedToday,
    today: '2026-11-26',
    days: [5, 5, 10, 10, 15, 20, 500].map((amount, i) => ({
      day: i + 1,
      reward: i === 6 ? { kind: 'cash' as const, amount } : { kind: 'points' as const, amount },
      claimed: i + 1 < today || (i + 1 === today && signedToday),
      today: i + 1 === today,
    })),
  };
};

let list: MissionSummary[];
let unread: number;
let balanceMinor: number;
/** Rises with every change of balanceMinor, as the server's snapshot version does. */
let balanceVersion: number;
let points: number;
let streak: number;
let signedToday: boolean;
let claims: unknown[];
let seenCalls: number;

beforeEach(() => {
  resetUiStore();
  endSession();
  list = [
    mission({
      id: 2,
      title: 'Wager 500.00 in valid bets this month',
      goal: 'validTurnover',
      target: 50_000,
      progress: 12_345,
      status: 'inProgress',
      period: 'once',
      periodEndsAt: '2030-01-15T00:00:00.000Z',
      reward: { kind: 'cash', amount: 1_000, turnoverMultiple: 3 },
    }),
    mission({}),
    mission({
      id: 3,
      title: 'Play 3 different slot games today',
      goal: 'slotGames',
      target: 3,
      progress: 3,
      status: 'claimed',
      reward: { kind: 'points', amount: 30, turnoverMultiple: 0 },
      unseen: false,
    }),
  ];
  unread = 2;
  balanceMinor = 100_000;
  balanceVersion = 1;
  points = 20;
  streak = 3;
  signedToday = false;
  claims = [];
  seenCalls = 0;
  mockServer({
    routes: {
      '/wps/v2/wallets/balance': () => ({
        ...snapshot(balanceMinor, balanceVersion),
        currency: '$',
        unreadCount: 0,
        availablePromoCount: 0,
        unreadMissionCount: unread,
        promos: [],
      }),
      '/wps/missions': () => ({ list, unseen: unread }),
      '/wps/missions/seen': () => {
        seenCalls += 1;
        unread = 0;
        return { unseen: 0 };
      },
      '/wps/missions/claim': (_url, body): MissionClaimResult | ReturnType<typeof refusal> => {
        claims.push(body);
        const { id } = body as { id: number };
        if (id !== 1) return refusal('MISSION_UNFINISHED', 409, 'id');
        balanceMinor += 200;
        balanceVersion += 1;
        list = list.map((m) => (m.id === 1 ? { ...m, status: 'claimed' } : m));
        return {
          claim: {
            id: 9,
            missionId: 1,
            title: 'Place a lottery bet today',
            reward: { kind: 'cash', amount: 200, turnoverMultiple: 1 },
            period: '2026-11-26',
            claimedAt: new Date().toISOString(),
          },
          replayed: false,
          balance: snapshot(balanceMinor, balanceVersion),
          pointBalance: points,
        };
      },
      '/wps/missions/leaderboard': (url) => ({
        missionId: Number(url.searchParams.get('id')),
        title: 'Place a lottery bet today',
        goal: 'lotteryBets',
        target: 1,
        list: [
          { rank: 1, account: 'p***7', progress: 4, isMe: false },
          { rank: 2, account: 'd***o', progress: 1, isMe: true },
        ],
        me: { rank: 2, progress: 1 },
      }),
      '/wps/missions/sign-in': (_url, body): SignInCalendar | SignInResult => {
        if (body === undefined) return calendarOf(streak, signedToday);
        streak += 1;
        signedToday = true;
        points += 10;
        return {
          calendar: calendarOf(streak, true),
          reward: { kind: 'points', amount: 10 },
          replayed: false,
          balance: snapshot(balanceMinor, balanceVersion),
          pointBalance: points,
        };
      },
      '/wps/promotions': () => ({ list: [] }),
      '/wps/promotions/bonuses': () => ({ list: [] }),
    },
  });
});

describe('missions page', () => {
  it('shows the unread badge, lists missions with progress, period and reward, and clears the badge once opened', async () => {
    startSession({ token: 'tok', account: 'demo', isAgent: 0 });
    renderApp('/?mc=missionLeaderboard');
    const centre = within(await screen.findByRole('dialog', { name: 'Member centre' }));
    const missions = within(await centre.findByRole('list', { name: 'Missions' }));
    // ready to claim first
    expect(missions.getAllByRole('article').map((a) => within(a).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Place a lottery bet today',
      'Wager 500.00 in valid bets this month',
      'Play 3 different slot games today',
    ]);
    const turnover = within(missions.getByRole('article', { name: 'Wager 500.00 in valid bets this month' }));
    const bar = turnover.getByRole('progressbar', { name: 'Progress of Wager 500.00 in valid bets this month' });
    expect(bar).toHaveAttribute('aria-valuenow', '24');
    expect(bar).toHaveAttribute('aria-valuetext', '$123.45 of $500.00');
    expect(turnover.getByText('Wager $500.00 in valid bets')).toBeInTheDocument();
    expect(turnover.getByText('$10.00 (wager ×3)')).toBeInTheDocument();
    expect(turnover.getByText(/^Until 2030-01-1[45]$/)).toBeInTheDocument();
    expect(turnover.getByText('In progress')).toBeInTheDocument();
    const slots = within(missions.getByRole('article', { name: 'Play 3 different slot games today' }));
    expect(slots.getByText('30 points')).toBeInTheDocument();
    // counted goals take the count's plural; one bet is "bet"
    expect(slots.getByText('Play 3 different slot games')).toBeInTheDocument();
    const bet = within(missions.getByRole('article', { name: 'Place a lottery bet today' }));
    expect(bet.getByText('Place 1 lottery bet')).toBeInTheDocument();
    expect(slots.getByText('Claimed')).toBeInTheDocument();
    expect(slots.queryByRole('button', { name: /Claim/ })).not.toBeInTheDocument();
    // the badge was there, and goes once the page has marked the missions seen
    await waitFor(() => expect(seenCalls).toBe(1));
    await waitFor(() => expect(centre.getByRole('link', { name: 'Missions' })).toBeInTheDocument());
  });

  it('shows the unread count on the menu entry while missions are unseen', async () => {
    startSession({ token: 'tok', account: 'demo', isAgent: 0 });
    renderApp('/?mc=transferFund');
    const centre = within(await screen.findByRole('dialog', { name: 'Member centre' }));
    expect(await centre.findByRole('link', { name: /^Missions\s*2 new$/ })).toBeInTheDocument();
  });

  it('claims a finished mission: the paid reward is said and the mission shows claimed', async () => {
    const user = userEvent.setup();
    startSession({ token: 'tok', account: 'demo', isAgent: 0 });
    renderApp('/?mc=missionLeaderboard');
    const centre = within(await screen.findByRole('dialog', { name: 'Member centre' }));
    const bet = within(await centre.findByRole('article', { name: 'Place a lottery bet today' }));
    await user.click(bet.getByRole('button', { name: 'Claim reward' }));
    expect(
      await centre.findByText('Mission "Place a lottery bet today" claimed: $2.00 (wager ×1) was added to your wallet.'),
    ).toBeInTheDocument();
    expect(claims).toEqual([{ id: 1, requestId: expect.stringMatching(/^mc_[0-9a-f]{32}$/), language: 'en' }]);
    await waitFor(() =>
      expect(within(centre.getByRole('article', { name: 'Place a lottery bet today' })).getByText('Claimed')).toBeInTheDocument(),
    );
  });

  it('shows a refused claim as a translated error', async () => {
    const user = userEvent.setup();
    list = [mission({ id: 5, title: 'Deposit 100.00 this month' })];
    startSession({ token: 'tok', account: 'demo', isAgent: 0 });
    renderApp('/?mc=missionLeaderboard');
    const centre = within(await screen.findByRole('dialog', { name: 'Member centre' }));
    const card = within(await centre.findByRole('article', { name: 'Deposit 100.00 this month' }));
    await user.click(card.getByRole('button', { name: 'Claim reward' }));
    expect(await card.findByRole('alert')).toHaveTextContent('Finish the mission before claiming its reward.');
  });

  it("opens a mission's leaderboard with masked accounts and the member's own place, and goes back", async () => {
    const user = userEvent.setup();
    startSession({ token: 'tok', account: 'demo', isAgent: 0 });
    renderApp('/?mc=missionLeaderboard');
    const centre = within(await screen.findByRole('dialog', { name: 'Member centre' }));
    const bet = within(await centre.findByRole('article', { name: 'Place a lottery bet today' }));
    await user.click(bet.getByRole('button', { name: 'Leaderboard' }));
    const heading = await centre.findByRole('heading', { name: 'Leaderboard: Place a lottery bet today' });
    await waitFor(() => expect(heading).toHaveFocus());
    const board = within(centre.getByRole('list', { name: 'Leaderboard: Place a lottery bet today' }));
    expect(board.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['1p***74', '2d***o (you)1']);
    expect(centre.getByText('Your rank: 2 (1)')).toBeInTheDocument();
    await user.click(centre.getByRole('button', { name: 'Back to missions' }));
    expect(await centre.findByRole('list', { name: 'Missions' })).toBeInTheDocument();
  });
});

describe('daily sign-in', () => {
  it('shows the 7-day calendar with the streak, signs in for today and ticks the day', async () => {
    const user = userEvent.setup();
    startSession({ token: 'tok', account: 'demo', isAgent: 0 });
    renderApp('/?mc=missionLeaderboard');
    const centre = within(await screen.findByRole('dialog', { name: 'Member centre' }));
    const card = within(await centre.findByRole('region', { name: 'Daily sign-in' }));
    expect(card.getByText('Streak: 3 days')).toBeInTheDocument();
    const days = within(card.getByRole('list', { name: '7-day sign-in calendar' })).getAllByRole('listitem');
    expect(days).toHaveLength(7);
    expect(days.map((d) => within(d).getByText(/^(signed in|today|not yet)$/).textContent)).toEqual([
      'signed in',
      'signed in',
      'signed in',
      'today',
      'not yet',
      'not yet',
      'not yet',
    ]);
    expect(days[3]).toHaveAttribute('aria-current', 'date');
    expect(within(days[6]!).getByText('$5.00')).toBeInTheDocument();
    await user.click(card.getByRole('button', { name: 'Sign in today' }));
    expect(await card.findByRole('status')).toHaveTextContent('Signed in for today: 10 points');
    expect(card.getByText('Streak: 4 days')).toBeInTheDocument();
    expect(within(days[3]!).getByText('signed in')).toBeInTheDocument();
    expect(card.queryByRole('button', { name: 'Sign in today' })).not.toBeInTheDocument();
  });

  it('shows the card on the reward centre too, already signed in', async () => {
    signedToday = true;
    startSession({ token: 'tok', account: 'demo', isAgent: 0 });
    renderApp('/?mc=rewardCenter');
    const centre = within(await screen.findByRole('dialog', { name: 'Member centre' }));
    const card = within(await centre.findByRole('region', { name: 'Daily sign-in' }));
    expect(card.getByRole('status')).toHaveTextContent('You have signed in today. Come back tomorrow.');
    expect(await centre.findByText('Nothing to claim right now.')).toBeInTheDocument();
  });
});
