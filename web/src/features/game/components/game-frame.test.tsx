import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../shared/lib/storage.ts';
import { useUiStore } from '../../../shared/state/ui-store.ts';
import { renderWithProviders } from '../../../shared/testing/render-with-providers.tsx';
import { GameFrame } from './game-frame.tsx';

beforeEach(() => useUiStore.setState({ toasts: [] }));

describe('/game', () => {
  it('shows the launched game from the session key iframeUrl', async () => {
    sessionStore.set('iframeUrl', 'https://games.example/slot/?t=1');
    renderWithProviders(<GameFrame variant="game" />, { path: '/game' });
    expect(await screen.findByTitle('Game')).toHaveAttribute('src', 'https://games.example/slot/?t=1');
  });

  it('never puts a non-http URL into the frame', async () => {
    sessionStore.set('iframeUrl', 'javascript:alert(document.cookie)');
    renderWithProviders(<GameFrame variant="game" />, { path: '/game' });
    expect(await screen.findByText('No game is open')).toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('link', { name: 'Browse games' })).toHaveAttribute('href', '/');
  });

  it('reports a blocked popup when opening the game in a new window', async () => {
    const user = userEvent.setup();
    sessionStore.set('iframeUrl', 'https://games.example/slot/');
    vi.spyOn(window, 'open').mockReturnValue(null);
    renderWithProviders(<GameFrame variant="game" />, { path: '/game' });
    await user.click(await screen.findByRole('button', { name: 'Open in a new window' }));
    expect(useUiStore.getState().toasts.map((t) => t.textKey)).toEqual(['errors:POPUP_BLOCKED']);
  });
});
