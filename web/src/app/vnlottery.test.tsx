import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { LotteryGame } from '@tala/contract/lottery-model';
import { mockServer } from './testing/mock-server.ts';
import { renderApp } from './testing/render-app.tsx';
import { resetUiStore } from './testing/reset.ts';
import { waitForRoute } from './testing/wait-for-route.ts';

const game = (gameCode: string, remark: string): LotteryGame => ({
  gameId: gameCode.length,
  gameCode,
  gameGroupCode: 'VN',
  gameGroupId: 5,
  remark,
  prizeMode: 'Lott',
  accountType: 'TCG_LOTTO_VN',
  numero: '202611251380',
  remainTime: 60_000,
  lockTime: 10,
  drawDayOfWeek: '2,3,4,5,6,7,1',
  winningTime: '2026-11-25T14:59:00.000Z',
  status: 'OPEN',
  intervalSeconds: 60,
  drawTimes: [],
  timeZone: 'Asia/Manila',
  lastNumero: null,
  lastOpenNumber: null,
  lastWinningTime: null,
  isHot: false,
});
const fast1 = game('VNFAST1M', 'Vietnam Fast 1 Minute');
const fast5 = game('VNFAST5M', 'Vietnam Fast 5 Minutes');

beforeEach(() => {
  resetUiStore();
  mockServer({
    routes: {
      // the server lists the fast games under generic menus and again under the Vietnam one
      '/lgw/vn/games/game_menu': () => [
        { tag: 'FAST', labelName: 'Fast games', gameMenus: [fast1] },
        { tag: 'MINUTES', labelName: 'Every 5 minutes', gameMenus: [fast5] },
        { tag: 'VN_NORTH', labelName: 'Northern Vietnam', gameMenus: [game('VNNORTH', 'Northern (Hanoi)')] },
        { tag: 'VN_FAST', labelName: 'Vietnam fast', gameMenus: [fast1, fast5] },
      ],
      '/lgw/vn/numeros/opened/game': () => [],
    },
  });
});

describe('Vietnam lottery', () => {
  it('lists every game once, under its Vietnam menu', async () => {
    renderApp('/vnlottery');
    await waitForRoute('Vietnam lottery');
    const fast = within(await screen.findByRole('region', { name: 'Vietnam fast' }));
    expect(fast.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('region', { name: 'Fast games' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Every 5 minutes' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /Vietnam Fast 1 Minute/ })).toHaveLength(1);
  });

  it('shows the prize tiers of the North, Central and South draws', async () => {
    renderApp('/vnlottery');
    await waitForRoute('Vietnam lottery');
    const table = within(await screen.findByRole('table', { name: 'Prize tiers' }));
    expect(table.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Prize', 'North', 'Central', 'South']);
    expect(table.getByRole('row', { name: /^Special/ })).toHaveTextContent(
      'Special1 number of 5 digits1 number of 6 digits1 number of 6 digits',
    );
    expect(table.getByRole('row', { name: /^Eighth/ })).toHaveTextContent('Eighth—1 number of 2 digits1 number of 2 digits');
    expect(table.getAllByRole('row')).toHaveLength(10);
  });
});
