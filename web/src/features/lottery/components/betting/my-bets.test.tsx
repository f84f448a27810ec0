import { screen, within } from '@testing-library/react';
import type { LotteryBet } from '@tala/contract/lottery';
import { describe, expect, it } from 'vitest';
import { translator } from '../../../../shared/i18n/i18n.ts';
import { formatDateTime } from '../../../../shared/lib/format.ts';
import { renderWithProviders, stubApi } from '../../../../shared/testing/render-with-providers.tsx';
import { MyBets } from './my-bets.tsx';

const now = Date.UTC(2026, 0, 10, 12, 0, 0);
const bet: LotteryBet = {
  betId: 7,
  requestId: 'r1',
  gameCode: 'LOTT5M',
  gameName: 'Lucky 5',
  numero: '20260110-0144',
  playCode: '3D',
  betNumber: '042',
  stakeMinor: 123_450,
  odds: 900,
  potentialWinMinor: 111_105_000,
  status: 'OPEN',
  payoutMinor: 0,
  openNumber: null,
  createdAt: new Date(now - 3 * 60_000 - 5_000).toISOString(),
  settledAt: null,
};

function renderBets() {
  stubApi({ '/lgw/lotto/bets': () => ({ list: [bet], totalPages: 1, total: 1 }) });
  return renderWithProviders(<MyBets account="demo" gameCode="LOTT5M" numero={bet.numero} now={now} nameOf={(code) => code} />);
}

describe('my bets', () => {
  it('shows amounts with the brand symbol and separators, and how long ago each bet was placed', async () => {
    renderBets();
    const [row] = await screen.findAllByRole('listitem');
    expect(row).toHaveTextContent('$1,234.50');
    expect(row).toHaveTextContent('Waiting · to win $1,111,050.00');
    const placed = within(row!).getByRole('time');
    expect(placed).toHaveTextContent('3 minutes ago');
    expect(placed).toHaveAttribute('dateTime', bet.createdAt);
    expect(placed).toHaveAttribute('title', formatDateTime(bet.createdAt));
    expect(formatDateTime(bet.createdAt, 'UTC')).toBe('2026-01-10 11:56:55');
  });

  it('follows the page language', async () => {
    await translator.changeLanguage('vi');
    renderBets();
    const [row] = await screen.findAllByRole('listitem');
    expect(row).toHaveTextContent('$1.234,50');
    expect(within(row!).getByRole('time')).toHaveTextContent('3 phút trước');
  });
});
