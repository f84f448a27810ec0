import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MemberInfo } from '@tala/contract/member';
import type { PlayLimit, RealityCheck, ResponsibleState } from '@tala/contract/responsible';
import { mockServer, type MockServer } from '../testing/mock-server.ts';
import { renderApp } from '../testing/render-app.tsx';
import { resetUiStore } from '../testing/reset.ts';
import { endSession, startSession, useSessionStore } from '../../shared/state/session.ts';
import { PRELOAD_MS, preloadCentre } from '../testing/preload-centre.ts';

beforeAll(() => preloadCentre(), PRELOAD_MS);

let info: MemberInfo;
const player: MemberInfo = {
  id: 7,
  account: 'demo',
  nickname: 'Demo Player',
  type: 'player',
  toUpline: true,
  clubLabel: { labelName: 'VIP 0', color: '#3b2300', color2: '#f5c542', rankLevel: 0 },
  memberLabel: [],
  rank: 0,
  isAgent: 0,
  language: 'EN',
  affiliateCode: null,
  mobile: null,
  email: null,
  createdAt: '2026-01-01T00:00:00Z',
};

const limits = (): PlayLimit[] =>
  (['loss', 'stake'] as const).flatMap((kind) =>
    (['day', 'week', 'month'] as const).map((period) => ({ kind, period, limitMinor: null, usedMinor: 0, pending: null })),
  );

let state: ResponsibleState;
let check: RealityCheck;
let server: MockServer;
const bodies: Record<string, unknown[]> = {};

beforeEach(() => {
  resetUiStore();
  endSession();
  info = player;
  state = { activeBreak: null, limits: limits(), reminderMinutes: null };
  check = { startedAt: new Date().toISOString(), minutesPlayed: 0, stakeMinor: 0, netMinor: 0, reminderMinutes: null };
  for (const k of Object.keys(bodies)) delete bodies[k];
  const record = (path: string, body: unknown) => (bodies[path] ??= []).push(body);
  server = mockServer({
    routes: {
      '/wps/member/info': () => info,
      '/wps/v2/wallets/balance': () => ({
        sumBalanceMinor: 0,
        sumBalance: '0.00',
        currency: '$',
        mainBalanceMinor: 0,
        wallets: [],
        unreadCount: 0,
        availablePromoCount: 0,
        promos: [],
      }),
      '/wps/member/responsible': () => state,
      '/wps/member/responsible/session': () => check,
      '/wps/member/responsible/limit': (_u, body) => {
        record('limit', body);
        const b = body as { kind: 'loss' | 'stake'; period: 'day' | 'week' | 'month'; limit: string };
        state = {
          ...state,
          limits: state.limits.map((l) =>
            l.kind === b.kind && l.period === b.period ? { ...l, limitMinor: Math.round(Number(b.limit) * 100) } : l,
          ),
        };
        return state;
      },
      '/wps/member/responsible/reminder': (_u, body) => {
        record('reminder', body);
        state = { ...state, reminderMinutes: (body as { minutes: number | null }).minutes };
        return state;
      },
      '/wps/member/responsible/break': (_u, body) => {
        record('break', body);
        return { until: new Date(Date.now() + 86_400_000).toISOString() };
      },
      '/wps/session/logout': () => null,
    },
  });
  startSession({ token: 'tok', account: 'demo', isAgent: 0 });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('responsible play', () => {
  it('is in the member menu; sets a weekly stake limit and shows it with its use', async () => {
    const user = userEvent.setup();
    renderApp('/?mc=responsibleGaming');
    const centre = within(await screen.findByRole('dialog', { name: 'Member centre' }, { timeout: 15_000 }));
    expect(await centre.findByRole('heading', { name: 'Loss and stake limits' })).toBeInTheDocument();
    // the menu entry after Profile, marked as the page shown
    const entries = centre.getAllByRole('link').map((a) => a.textContent);
    expect(entries.indexOf('Responsible play')).toBe(entries.indexOf('Profile') + 1);
    expect(centre.getByRole('link', { name: 'Responsible play' })).toHaveAttribute('aria-current', 'page');
    await user.click(centre.getByRole('button', { name: 'Set a limit' }));
    const form = within(centre.getByRole('form', { name: 'Set a loss or stake limit' }));
    await user.selectOptions(form.getByRole('combobox', { name: /Limit on/ }), 'stake');
    await user.selectOptions(form.getByRole('combobox', { name: /Period/ }), 'week');
    await user.type(form.getByRole('textbox', { name: /^Limit/ }), '50');
    await user.click(form.getByRole('button', { name: 'Save limit' }));
    expect(await centre.findByRole('meter', { name: 'Weekly stake limit used' })).toBeInTheDocument();
    expect(bodies.limit).toEqual([{ kind: 'stake', period: 'week', limit: '50.00' }]);
  });

  it('a free-play account asks for no reality check (it has no responsible-play settings)', async () => {
    // the reality check's chunk is loaded before the app starts, so a check it would make comes at once
    await import('../compose/reality-check.tsx');
    info = { ...player, account: 'guest', type: 'trial', isAgent: 4 };
    startSession({ token: 'trial', account: 'guest', isAgent: 4 });
    renderApp('/');
    await vi.waitFor(() => expect(server.calls).toContain('/wps/member/info'), { timeout: 10_000 });
    // the header's bar is drawn: the shell's lazy parts (the reality check among them) have loaded
    expect(await screen.findByTestId('balance', {}, { timeout: 10_000 })).toHaveTextContent(/\d/);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    expect(server.calls).not.toContain('/wps/member/responsible/session');
  });

  it('saves a reminder and says so; choosing again clears the word', async () => {
    const user = userEvent.setup();
    renderApp('/?mc=responsibleGaming');
    const centre = within(await screen.findByRole('dialog', { name: 'Member centre' }, { timeout: 15_000 }));
    const every = await centre.findByRole('combobox', { name: /Remind me every/ });
    await user.selectOptions(every, '15');
    await user.click(centre.getByRole('button', { name: 'Save reminder' }));
    expect(await centre.findByRole('status')).toHaveTextContent('Your reminder is saved.');
    expect(bodies.reminder).toEqual([{ minutes: 15 }]);
    expect(centre.getByRole('combobox', { name: /Remind me every/ })).toHaveValue('15');
    await user.selectOptions(every, '30');
    expect(centre.queryByText('Your reminder is saved.')).not.toBeInTheDocument();
  });

  it('names the kinds of limit as options a player reads', async () => {
    const user = userEvent.setup();
    renderApp('/?mc=responsibleGaming');
    const centre = within(await screen.findByRole('dialog', { name: 'Member centre' }, { timeout: 15_000 }));
    await user.click(await centre.findByRole('button', { name: 'Set a limit' }));
    const kind = within(centre.getByRole('combobox', { name: /Limit on/ }));
    expect(kind.getAllByRole('option').map((o) => o.textContent)).toEqual(['Loss (stakes less wins)', 'Stake']);
  });

  it('asks before a time-out, says until when, then takes it and logs out', async () => {
    const user = userEvent.setup();
    renderApp('/?mc=responsibleGaming');
    const centre = within(await screen.findByRole('dialog', { name: 'Member centre' }, { timeout: 15_000 }));
    await user.click(await centre.findByRole('radio', { name: '7 days' }));
    await user.click(centre.getByRole('button', { name: 'Take a time-out' }));
    const ask = within(await screen.findByRole('dialog', { name: 'Take a time-out of 7 days?' }));
    expect(ask.getByText(/^This cannot be undone until \d{4}-\d{2}-\d{2} \d{2}:\d{2}\.$/)).toBeInTheDocument();
    // cancel first: nothing is sent
    await user.click(ask.getByRole('button', { name: 'Cancel' }));
    expect(bodies.break).toBeUndefined();
    await user.click(centre.getByRole('button', { name: 'Take a time-out' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Take a time-out of 7 days?' })).getByRole('button', {
        name: 'Start the time-out',
      }),
    );
    await vi.waitFor(() => expect(useSessionStore.getState().token).toBeNull());
    expect(bodies.break).toEqual([{ choice: '7d' }]);
    expect(server.calls).toContain('/wps/session/logout');
  });

  it('the reality check shows time played and the net result on the chosen mark, and continue closes it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], shouldAdvanceTime: true });
    check = { ...check, minutesPlayed: 29, reminderMinutes: 15 };
    renderApp('/');
    await vi.waitFor(() => expect(server.calls).toContain('/wps/member/responsible/session'), { timeout: 10_000 });
    check = { ...check, minutesPlayed: 30, stakeMinor: 12_000, netMinor: -4_550 };
    // not before the mark (a minute away)…
    await act(async () => {
      await vi.advanceTimersByTimeAsync(30_000);
    });
    expect(screen.queryByRole('dialog', { name: 'Reality check' })).not.toBeInTheDocument();
    // …but on it
    await act(async () => {
      await vi.advanceTimersByTimeAsync(31_000);
    });
    const dialog = within(await screen.findByRole('dialog', { name: 'Reality check' }));
    expect(dialog.getByText('You have played for 30 minutes in this session.')).toBeInTheDocument();
    expect(dialog.getByText('Net result: you are $45.50 down (stakes $120.00).')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Continue playing' })).toBeInTheDocument();
    dialog.getByRole('button', { name: 'Continue playing' }).click();
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reality check' })).not.toBeInTheDocument());
    expect(useSessionStore.getState().token).toBe('tok');
    // the next one comes the chosen interval after "continue"; "log out" ends the session
    await act(async () => {
      await vi.advanceTimersByTimeAsync(15 * 60_000 + 1_000);
    });
    const again = within(await screen.findByRole('dialog', { name: 'Reality check' }));
    again.getByRole('button', { name: 'Log out' }).click();
    await vi.waitFor(() => expect(useSessionStore.getState().token).toBeNull());
  });
});
