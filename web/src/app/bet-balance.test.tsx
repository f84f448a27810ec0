import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BalanceSnapshot } from '@tala/contract/core/balance';
import type { LotteryDraw, LotteryGameDetail, PlayType } from '@tala/contract/lottery';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pushChannel } from '../shared/push/push-channel.ts';
import { endSession, startSession } from '../shared/state/session.ts';
import { permissionFixture, siteConfigFixture } from './testing/fixtures.ts';
import { renderApp } from './testing/render-app.tsx';
import { resetUiStore } from './testing/reset.ts';

/**
 * The header balance has one owner: a bet, a settlement and a balance event each report a snapshot
 * (sum of all wallets, main wallet, each wallet) and only that snapshot reaches the header. With money
 * in a vendor wallet the sum and the main figure differ, so a second writer that put the main figure
 * into the header, or a refetch per event, shows up here.
 */

const snapshot = (mainMinor: number, vendorMinor: number, version: number): BalanceSnapshot => ({
  sumBalanceMinor: mainMinor + vendorMinor,
  sumBalance: ((mainMinor + vendorMinor) / 100).toFixed(2),
  mainBalanceMinor: mainMinor,
  wallets: [
    { wallet: 'MAIN', balanceMinor: mainMinor },
    { wallet: 'JDB', balanceMinor: vendorMinor },
  ],
  version,
});

const hour = 3_600_000;
const iso = (offset: number) => new Date(Date.now() + offset).toISOString();

const bigSmall: PlayType = {
  code: 'BS',
  name: 'Big / Small',
  kind: 'bigSmall',
  digits: 1,
  odds: 1.95,
  minStakeMinor: 100,
  maxStakeMinor: 500_000,
  choices: ['BIG', 'SMALL'],
};

const current: LotteryDraw = {
  gameCode: 'LOTT5M',
  numero: '20260101-0100',
  status: 'OPEN',
  openAt: iso(-hour),
  lockAt: iso(hour),
  drawAt: iso(hour + 60_000),
  seedHash: 'a'.repeat(64),
  seed: null,
  openNumber: null,
  winningTime: null,
  winningDate: '2026.01.01',
};

const detail: LotteryGameDetail = {
  game: {
    gameId: 1,
    gameCode: 'LOTT5M',
    gameGroupCode: 'LOTT',
    gameGroupId: 1,
    remark: 'Lucky 5',
    prizeMode: 'Lott',
    accountType: 'TCG_SEA',
    numero: current.numero,
    remainTime: hour + 60_000,
    lockTime: 60,
    drawDayOfWeek: '1,2,3,4,5,6,7',
    winningTime: current.drawAt,
    status: 'OPEN',
    intervalSeconds: 300,
    drawTimes: [],
    timeZone: 'Asia/Manila',
    lastNumero: null,
    lastOpenNumber: null,
    lastWinningTime: null,
    isHot: false,
  },
  playTypes: [bigSmall],
  current,
  last: null,
};

const json = (value: unknown, status = 200) =>
  new Response(JSON.stringify(status === 200 ? { success: true, value } : { success: false, code: 'NOT_FOUND' }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

/** The platform at the fetch boundary, with a push stream the test writes events into. */
function fakePlatform() {
  const calls: string[] = [];
  let stream: ReadableStreamDefaultController<Uint8Array> | null = null;
  const encoder = new TextEncoder();
  const page = { list: [], totalPages: 0, total: 0 };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      calls.push(url.pathname);
      switch (url.pathname) {
        case '/push': {
          const body = new ReadableStream<Uint8Array>({ start: (c) => void (stream = c) });
          init?.signal?.addEventListener('abort', () => stream?.error(new DOMException('aborted', 'AbortError')));
          return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
        }
        case '/wps/system/permission':
          return json(permissionFixture());
        case '/wps/system/siteConfig':
          // the brand's symbol, which every amount shows (the balance answer's echo of it is not read)
          return json(siteConfigFixture({ currencySymbol: '₱' }));
        case '/wps/v2/wallets/balance':
          return json({ ...snapshot(10_000, 20_000, 1), currency: '$', unreadCount: 0, availablePromoCount: 0, promos: [] });
        case '/lgw/lotto/game':
          return json(detail);
        case '/lgw/lotto/time':
          return json({ serverTime: Date.now(), timeZone: 'Asia/Manila' });
        case '/lgw/lotto/bets':
        case '/lgw/lotto/draws':
          return json(page);
        case '/lgw/lotto/bet':
          return json({ bets: [], balance: snapshot(9_000, 20_000, 2), replayed: false });
        default:
          return json(null, 404);
      }
    }),
  );
  return {
    balanceCalls: () => calls.filter((p) => p === '/wps/v2/wallets/balance').length,
    betCalls: () => calls.filter((p) => p === '/lgw/lotto/bet').length,
    connected: () => stream !== null,
    push: (type: string, data: unknown) => stream!.enqueue(encoder.encode(`event: ${type}\ndata: ${JSON.stringify(data)}\n\n`)),
  };
}

beforeEach(() => {
  resetUiStore();
  endSession();
  startSession({ token: 'tok', account: 'demo', isAgent: 0 });
});
afterEach(() => pushChannel.stop());

const headerBalance = () => screen.getByRole('group', { name: 'Balance' });
const slipMainWallet = () => screen.getByRole('status', { name: 'Main wallet' });

async function addToSlip(user: ReturnType<typeof userEvent.setup>, stake: string) {
  await user.click(within(screen.getByRole('radiogroup', { name: 'Your pick' })).getByRole('radio', { name: /Big/ }));
  const field = screen.getByRole('textbox', { name: /Stake per bet/ });
  await user.clear(field);
  await user.type(field, stake);
  await user.click(screen.getByRole('button', { name: 'Add to slip' }));
}

describe('the balance after a bet, a settlement and a balance event', () => {
  it('shows the sum of all wallets in the header, checks and shows the main wallet in the slip, and never refetches', async () => {
    const platform = fakePlatform();
    const user = userEvent.setup();
    renderApp('/lottery?gameCode=LOTT5M');
    await screen.findByRole('heading', { level: 1, name: /Lucky 5/ });
    // the betting view keeps the top bar folded away until the player opens it
    await user.click(screen.getByRole('button', { name: 'Show top bar and menu' }));
    await waitFor(() => expect(headerBalance()).toHaveTextContent('₱300.00'));
    expect(slipMainWallet()).toHaveTextContent('₱100.00');
    await waitFor(() => expect(platform.connected()).toBe(true));
    const balanceCalls = platform.balanceCalls();

    // 150.00 is within the sum but not within the main wallet the server debits
    await addToSlip(user, '150');
    expect(screen.getByText('Your main wallet does not hold enough for this slip.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Place bets (1)' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Remove Big' }));

    await addToSlip(user, '10');
    await user.click(screen.getByRole('button', { name: 'Place bets (1)' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm your bets' });
    await user.click(within(confirm).getByRole('button', { name: /Confirm/ }));
    await waitFor(() => expect(platform.betCalls()).toBe(1));
    // "Place bets" is disabled on the emptied slip: the focus goes to the slip, not to the page's body
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Bet slip' })).toHaveFocus());

    // the bet's snapshot: the header keeps counting the vendor wallet, the slip shows what paid
    await waitFor(() => expect(slipMainWallet()).toHaveTextContent('₱90.00'));
    expect(headerBalance()).toHaveTextContent('₱290.00');

    // the settlement's snapshot, then a balance event's, arrive over the push channel
    platform.push('lottery.settled', {
      gameCode: 'LOTT5M',
      numero: current.numero,
      openNumber: '123456',
      stakeMinor: 1_000,
      payoutMinor: 1_950,
      won: true,
      balance: snapshot(10_950, 20_000, 3),
    });
    await waitFor(() => expect(headerBalance()).toHaveTextContent('₱309.50'));
    expect(slipMainWallet()).toHaveTextContent('₱109.50');
    platform.push('balance', { balance: snapshot(10_950, 5_000, 4), reason: 'transfer', ref: 'tr1' });
    await waitFor(() => expect(headerBalance()).toHaveTextContent('₱159.50'));

    // every figure came with its event: not one balance call after the page had its first answer
    expect(platform.balanceCalls()).toBe(balanceCalls);
  });

  it('refuses a negative stake with the minimum, and adds nothing', async () => {
    fakePlatform();
    const user = userEvent.setup();
    renderApp('/lottery?gameCode=LOTT5M');
    await screen.findByRole('heading', { level: 1, name: /Lucky 5/ });
    await addToSlip(user, '-5');
    expect(screen.getByRole('textbox', { name: /Stake per bet/ })).toHaveValue('-5');
    expect(screen.getByRole('alert')).toHaveTextContent('The minimum stake is ₱1.00.');
    expect(screen.queryByRole('list', { name: 'Bets on the slip' })).not.toBeInTheDocument();
  });
});
