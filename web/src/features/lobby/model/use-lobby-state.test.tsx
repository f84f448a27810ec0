import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter } from '../../../shared/router/core.ts';
import { RouterProvider } from '../../../shared/router/react.tsx';
import { describe, expect, it } from 'vitest';
import { useLobbyState } from './use-lobby-state.ts';

type Update = ReturnType<typeof useLobbyState>[1];

function setup(initial: string) {
  const handle: { update?: Update } = {};
  function Probe() {
    const [state, update] = useLobbyState();
    handle.update = update;
    return <p>{`classify=${state.classify} search=${state.search}`}</p>;
  }
  const router = createMemoryRouter([{ path: '/rng', element: <Probe /> }], { initialEntries: [initial] });
  render(<RouterProvider router={router} />);
  return { router, update: (patch: Parameters<Update>[0]) => handle.update!(patch) };
}

describe('useLobbyState', () => {
  it('applies a second change made before the first one rendered on top of it, not on the old address', async () => {
    const { router, update } = setup('/rng?q=lucky');
    // a filter chosen, then the search box's delayed write of its cleared text, with no render between
    act(() => {
      update({ classify: 'JACKPOT' });
      update({ search: '' });
    });
    await waitFor(() => expect(router.state.location.search).toBe('?classify=JACKPOT'));
    expect(await screen.findByText('classify=JACKPOT search=')).toBeInTheDocument();
  });

  it('follows the address when it changes from outside (back button, a link)', async () => {
    const { router, update } = setup('/rng?classify=SLOT');
    await act(() => router.navigate('/rng?q=dragon'));
    act(() => update({ minBet: '0.50' }));
    await waitFor(() => expect(router.state.location.search).toBe('?minBet=0.50&q=dragon'));
  });
});
