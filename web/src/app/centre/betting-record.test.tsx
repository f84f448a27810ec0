import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { LotteryBet } from '@tala/contract/lottery';
import { mockServer, type MockServer } from '../testing/mock-server.ts';
import { renderApp } from '../testing/render-app.tsx';
import { resetUiStore } from '../testing/reset.ts';
import { endSession, startSession } from '../../shared/state/session.ts';
import { PRELOAD_MS, preloadCentre } from '../testing/preload-centre.ts';

beforeAll(() => preloadCentre(), PRELOAD_MS);

const bet = (id: number, patch: Partial<LotteryBet> = {}): LotteryBet => ({
  betId: id,
  requestId: `req-${id}`,
  gameCode: 'LOTT5M',
  gameName: 'Lotto 5 min',
  numero: `2026112500${id}`,
  playCode: '2D',
  betNumber: '07',
  stakeMinor: 1000,
  odds: 90,
  potentialWinMinor: 90000,
  status: 'OPEN',
  payoutMinor: 0,
  openNumber: null,
  createdAt: '2026-11-25T03:04:05Z',
  settledAt: null,
  ...patch,
});

let server: MockServer;
let asked: URL[];
let totalsAsked: URL[];
let detailAsked: URL[];

beforeEach(() => {
  resetUiStore();
  endSession();
  asked = [];
  totalsAsked = [];
  detailAsked = [];
  server = mockServer({
    routes: {
      '/wps/v2/wallets/balance': () => ({
        sumBalanceMinor: 500000,
        sumBalance: '5000.00',
        currency: '₱',
        mainBalanceMinor: 500000,
        unreadCount: 0,
        availablePromoCount: 0,
        promos: [],
      }),
      '/lgw/lotto/bets': (url) => {
        asked.push(url);
        const status = url.searchParams.get('status');
        const all = [bet(3, { status: 'WON', payoutMinor: 90000 }), bet(2, { status: 'LOST' }), bet(1)].filter(
          (b) => !status || b.status === status,
        );
        return { list: all, total: all.length, totalPages: 1 };
      },
      '/wps/member/bets/totals': (url) => {
        totalsAsked.push(url);
        return url.searchParams.get('product') === 'games'
          ? { count: 2, stakeMinor: 700, validStakeMinor: 700, winMinor: 980, netMinor: 280 }
          : { count: 3, stakeMinor: 3000, validStakeMinor: 2000, winMinor: 90000, netMinor: 88000 };
      },
      '/wps/member/bets/vendors': () => [
        { code: 'TALA', name: 'Tala Games' },
        { code: 'JILI', name: 'JILI' },
      ],
      '/wps/member/bets/detail': (url) => {
        detailAsked.push(url);
        return {
          product: 'lottery',
          betId: 3,
          gameCode: 'LOTT5M',
          gameName: 'Lotto 5 min',
          numero: '20261125003',
          playCode: '2D',
          betNumber: '07',
          odds: 90,
          potentialWinMinor: 90000,
          seedHash: 'a'.repeat(64),
          seed: 'b'.repeat(64),
          openNumber: '123407',
          status: 'WON',
          stakeMinor: 1000,
          payoutMinor: 90000,
          createdAt: '2026-11-25T03:04:05Z',
          settledAt: '2026-11-25T03:10:00Z',
        };
      },
    },
  });
  startSession({ token: 'tok', account: 'demo', isAgent: 0 });
});

describe('betting record', () => {
  it('lists the last 7 days of bets with their outcome, and narrows by period and outcome', async () => {
    const user = userEvent.setup();
    renderApp('/?mc=personalHistoryCopy');
    const centre = within(await screen.findByRole('dialog', { name: 'Member centre' }));
    const table = within(await centre.findByRole('table', { name: 'Your bets, newest first' }));
    expect(table.getAllByRole('row')).toHaveLength(4); // header + 3 bets
    expect(table.getByRole('row', { name: /Won \$900.00/ })).toBeInTheDocument();
    expect(centre.getByRole('radio', { name: '7 days' })).toBeChecked();
    const first = asked[0]!;
    const days = (Date.parse(first.searchParams.get('to')!) - Date.parse(first.searchParams.get('from')!)) / 86_400_000;
    expect(Math.round(days)).toBe(7);

    await user.selectOptions(centre.getByRole('combobox', { name: 'Outcome' }), 'WON');
    await waitFor(() => expect(table.getAllByRole('row')).toHaveLength(2));
    expect(asked.at(-1)!.searchParams.get('status')).toBe('WON');

    await user.click(centre.getByRole('radio', { name: 'Today' }));
    await waitFor(() => {
      const last = asked.at(-1)!;
      expect(Date.parse(last.searchParams.get('to')!) - Date.parse(last.searchParams.get('from')!)).toBe(86_400_000);
    });
  });

  it('says so when a period has no bets, and offers a retry when the list fails', async () => {
    server.routes['/lgw/lotto/bets'] = () => {
      throw new TypeError('Failed to fetch');
    };
    const user = userEvent.setup();
    renderApp('/?mc=personalHistoryCopy');
    expect(await screen.findByRole('alert')).toHaveTextContent("Your records didn't load.");
    server.routes['/lgw/lotto/bets'] = () => ({ list: [], total: 0, totalPages: 0 });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No bets in this period.')).toBeInTheDocument();
  });

  it('switches to game rounds with the product filter, with their outcome, and narrows them by outcome', async () => {
    const roundsAsked: URL[] = [];
    server.routes['/wps/member/game-rounds'] = (url) => {
      roundsAsked.push(url);
      const status = url.searchParams.get('status');
      const all = [
        {
          roundId: 'r-2',
          createdAt: '2026-11-25T05:00:00Z',
          vendor: 'TALA',
          gameName: 'Lucky Dice',
          stakeMinor: 500,
          payoutMinor: 980,
          status: 'WON' as const,
        },
        {
          roundId: 'r-1',
          createdAt: '2026-11-25T04:00:00Z',
          vendor: 'TALA',
          gameName: 'Golden Slot',
          stakeMinor: 200,
          payoutMinor: 0,
          status: 'LOST' as const,
        },
      ].filter((r) => !status || r.status === status);
      return { list: all, total: all.length, totalPages: 1 };
    };
    const user = userEvent.setup();
    renderApp('/?mc=personalHistoryCopy');
    const centre = within(await screen.findByRole('dialog', { name: 'Member centre' }));
    await centre.findByRole('table', { name: 'Your bets, newest first' });
    // rounds are asked for only once the games product is chosen
    expect(roundsAsked).toHaveLength(0);
    await user.selectOptions(centre.getByRole('combobox', { name: 'Product' }), 'games');
    const table = within(await centre.findByRole('table', { name: 'Your game rounds, newest first' }));
    expect(table.getAllByRole('row')).toHaveLength(3);
    expect(table.getByRole('row', { name: /Lucky Dice.*Round r-2.*\$5\.00.*Won \$9\.80/ })).toBeInTheDocument();
    expect(table.getByRole('row', { name: /Golden Slot.*No win/ })).toBeInTheDocument();
    await user.selectOptions(centre.getByRole('combobox', { name: 'Outcome' }), 'LOST');
    await waitFor(() => expect(table.getAllByRole('row')).toHaveLength(2));
    expect(roundsAsked.at(-1)!.searchParams.get('status')).toBe('LOST');
  });

  it('shows the totals of the selection and opens one bet with its draw proof and the verification link', async () => {
    const user = userEvent.setup();
    renderApp('/?mc=personalHistoryCopy');
    const centre = within(await screen.findByRole('dialog', { name: 'Member centre' }));
    const totals = within(await centre.findByRole('region', { name: 'Totals for this selection' }));
    expect(totals.getByText('Valid stake').nextSibling).toHaveTextContent('$20.00');
    expect(totals.getByText('Net').nextSibling).toHaveTextContent('+$880.00');
    expect(totalsAsked.at(-1)!.searchParams.get('product')).toBe('lottery');

    await user.click(centre.getByRole('button', { name: 'Details of the bet on 07, draw 20261125003' }));
    const detail = within(await screen.findByRole('dialog', { name: 'Bet details' }));
    expect(await detail.findByText('123407')).toBeInTheDocument();
    expect(detail.getByText('a'.repeat(64))).toBeInTheDocument();
    expect(detail.getByRole('link', { name: "Verify this draw on the game's draw list" })).toHaveAttribute(
      'href',
      '/lottery?gameCode=LOTT5M#lottery-draws-title',
    );
    expect(detailAsked.at(-1)!.searchParams.get('id')).toBe('3');
    expect(detailAsked.at(-1)!.searchParams.get('product')).toBe('lottery');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Bet details' })).not.toBeInTheDocument());
  });

  it('narrows game rounds and their totals by vendor', async () => {
    const roundsAsked: URL[] = [];
    server.routes['/wps/member/game-rounds'] = (url) => {
      roundsAsked.push(url);
      return { list: [], total: 0, totalPages: 0 };
    };
    const user = userEvent.setup();
    renderApp('/?mc=personalHistoryCopy');
    const centre = within(await screen.findByRole('dialog', { name: 'Member centre' }));
    expect(centre.queryByRole('combobox', { name: 'Vendor' })).not.toBeInTheDocument();
    await user.selectOptions(await centre.findByRole('combobox', { name: 'Product' }), 'games');
    const vendor = await centre.findByRole('combobox', { name: 'Vendor' });
    await within(vendor).findByRole('option', { name: 'Tala Games' });
    await user.selectOptions(vendor, 'TALA');
    await waitFor(() => expect(roundsAsked.at(-1)!.searchParams.get('vendor')).toBe('TALA'));
    expect(totalsAsked.at(-1)!.searchParams.get('vendor')).toBe('TALA');
    expect(totalsAsked.at(-1)!.searchParams.get('product')).toBe('games');
  });
});
