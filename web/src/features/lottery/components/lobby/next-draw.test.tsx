import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../shared/testing/render-with-providers.tsx';
import type { LobbyGame } from '../../model/live-games.ts';
import { NextDraw } from './next-draw.tsx';

const game = (patch: Partial<LobbyGame>) =>
  ({
    gameId: 1,
    gameCode: 'LK1',
    remark: 'Lucky 1 Minute',
    numero: '202611271208',
    status: 'OPEN',
    lastOpenNumber: '4,9,3,8,1,7',
    drawAt: Date.now() + 60_000,
    lockAt: Date.now() + 50_000,
    ...patch,
  }) as LobbyGame;

describe("the lottery lobby's headline", () => {
  it('keeps its place while the games load, so what is below does not move when it arrives', async () => {
    const games = [game({ gameCode: 'LK5', remark: 'Lucky 5 Minutes', lockAt: Date.now() + 200_000 }), game({})];
    function Lobby() {
      const [arrived, setArrived] = useState(false);
      return (
        <>
          <button onClick={() => setArrived(true)}>arrive</button>
          <NextDraw games={arrived ? games : []} loading={!arrived} />
        </>
      );
    }
    renderWithProviders(<Lobby />);
    const placeholder = await screen.findByTestId('next-draw-placeholder');
    expect(placeholder).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'arrive' }));
    expect(await screen.findByRole('heading', { name: 'Lucky 1 Minute' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Play now' })).toBeInTheDocument();
    expect(screen.queryByTestId('next-draw-placeholder')).not.toBeInTheDocument();
  });

  it('is absent once loaded when no game takes bets', async () => {
    renderWithProviders(<NextDraw games={[game({ status: 'LOCKED' }), game({ lockAt: null })]} />);
    await screen.findByText((_, el) => el?.tagName === 'BODY');
    expect(screen.queryByTestId('next-draw-placeholder')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});
