import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, stubApi } from '../../../shared/testing/render-with-providers.tsx';
import { JackpotTicker } from './jackpot-ticker.tsx';

describe('jackpot ticker', () => {
  it('shows the pool, follows it by polling, and announces only a win', async () => {
    // the test moves the pool on; every poll in between answers the same figure
    const pools = [1_234_567, 1_240_000, 100_000];
    let step = 0;
    stubApi({
      '/lgw/games/jackpot': () => {
        const amountMinor = pools[step]!;
        return { pool: 'demo-slots', amountMinor, amount: (amountMinor / 100).toFixed(2) };
      },
    });
    renderWithProviders(<JackpotTicker pollMs={40} />);
    // its place is kept while the first figure loads, hidden from assistive technology
    expect(await screen.findByTestId('jackpot-placeholder')).toHaveAttribute('aria-hidden', 'true');
    const region = await screen.findByRole('region', { name: 'Progressive jackpot' });
    expect(within(region).getAllByText(/12,345\.67/).length).toBeGreaterThan(0);
    const status = within(region).getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    // a growing pool is not announced
    step = 1;
    await waitFor(() => expect(within(region).getAllByText(/12,400\.00/).length).toBeGreaterThan(0));
    expect(status).toBeEmptyDOMElement();
    // the pool went down: it was won and restarted
    step = 2;
    await waitFor(() => expect(status).toHaveTextContent('The jackpot was just won! It starts again at'));
    expect(status).toHaveTextContent('1,000.00');
  });

  it('shows nothing when the pool cannot be read', async () => {
    stubApi({});
    const { container } = renderWithProviders(<JackpotTicker pollMs={1_000} />);
    await waitFor(() => expect(screen.queryByTestId('jackpot-placeholder')).toBeNull());
    expect(screen.queryByRole('region')).toBeNull();
    expect(container).toBeEmptyDOMElement();
  });
});
