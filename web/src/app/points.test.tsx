import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { decryptPayload, generatePayloadKeyPair, importPrivateKey, isEncryptedBody } from '@tala/contract/payload-crypto';
import type { PointEntry, PointItem, PointSummary, RedeemResult } from '@tala/contract/points';
import { mockServer, refusal, type MockServer } from './testing/mock-server.ts';
import { renderApp } from './testing/render-app.tsx';
import { resetUiStore } from './testing/reset.ts';
import { endSession, startSession } from '../shared/state/session.ts';

let keys: { publicKey: string; privateKey: CryptoKey };
beforeAll(async () => {
  const pair = await generatePayloadKeyPair();
  keys = { publicKey: pair.publicKey, privateKey: await importPrivateKey(pair.privateKey) };
});

const snapshot = (minor: number, version: number) => ({
  sumBalanceMinor: minor,
  sumBalance: (minor / 100).toFixed(2),
  mainBalanceMinor: minor,
  wallets: [{ wallet: 'MAIN', balanceMinor: minor }],
  version,
});

const item = (over: Partial<PointItem>): PointItem => ({
  id: 1,
  kind: 'cash',
  title: 'Bonus cash',
  description: 'Paid into your main wallet at once.',
  costPoints: 100,
  cashMinor: 200,
  stock: null,
  ...over,
});

let server: MockServer;
let balanceMinor: number;
/** Rises with every change of balanceMinor, as the server's snapshot version does. */
let balanceVersion: number;
let points: number;
let history: PointEntry[];
let posted: Record<string, unknown>[];
let items: PointItem[];

beforeEach(() => {
  resetUiStore();
  endSession();
  balanceMinor = 100_000;
  balanceVersion = 1;
  points = 320;
  posted = [];
  history = [
    {
      id: 1,
      kind: 'earn',
      points: 320,
      balanceAfter: 320,
      detail: null,
      voucherCode: null,
      cashMinor: 0,
      createdAt: '2026-11-20T10:00:00.000Z',
    },
  ];
  items = [
    item({}),
    item({ id: 2, kind: 'goods', title: 'Brand mug', cashMinor: null, costPoints: 800, stock: 5, description: 'Shipped.' }),
    item({ id: 3, kind: 'goods', title: 'Brand cap', cashMinor: null, costPoints: 50, stock: 0, description: 'Shipped.' }),
  ];
  server = mockServer({
    routes: {
      '/wps/session/publicKey': () => ({ kid: 'k1', publicKey: keys.publicKey, algorithm: 'RSA-OAEP-256+A256GCM' }),
      '/wps/v2/wallets/balance': () => ({
        ...snapshot(balanceMinor, balanceVersion),
        currency: '$',
        unreadCount: 0,
        availablePromoCount: 0,
        promos: [],
      }),
      '/wps/payout/password/status': () => ({ isSet: true, lockedUntil: null, hasMobile: true }),
      '/wps/points/summary': (): PointSummary => ({
        balance: points,
        earned: 320,
        spent: 320 - points,
        config: { stakePerPointMinor: 100, minorPerPoint: 1, minConvertPoints: 100 },
      }),
      '/wps/points/items': () => ({ list: items }),
      '/wps/points/history': () => ({ list: history, total: history.length, pageSize: 20 }),
      '/wps/points/redeem': async (_url, raw) => {
        const body = (isEncryptedBody(raw) ? await decryptPayload(keys.privateKey, raw) : raw) as Record<string, unknown>;
        posted.push(body);
        if (body.paymentPassword !== '246810') return refusal('PAYMENT_PASSWORD_WRONG', 400, 'paymentPassword');
        points -= 100;
        balanceMinor += 200;
        balanceVersion += 1;
        const entry: PointEntry = {
          id: 2,
          kind: 'redeem',
          points: -100,
          balanceAfter: points,
          detail: 'Bonus cash',
          voucherCode: null,
          cashMinor: 200,
          createdAt: new Date().toISOString(),
        };
        history = [entry, ...history];
        return {
          entry,
          pointBalance: points,
          replayed: false,
          balance: snapshot(balanceMinor, balanceVersion),
        } satisfies RedeemResult;
      },
    },
  });
});

describe('points mall', () => {
  it('asks a visitor to log in', async () => {
    renderApp('/pointMall');
    expect(await screen.findByRole('heading', { level: 1, name: 'Points mall' })).toBeInTheDocument();
    const page = within(screen.getByRole('region', { name: 'Points mall' }));
    expect(page.getByText(/Log in to see your points/)).toBeInTheDocument();
    await userEvent.setup().click(page.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(server.calls.some((c) => c.includes('/wps/points/'))).toBe(false);
  });

  it('shows the balance, how to earn, the rewards and the history; redeems with the payment password', async () => {
    startSession({ token: 'tok', account: 'demo', isAgent: 0 });
    const user = userEvent.setup();
    renderApp('/pointMall');
    expect(await screen.findByTestId('point-balance')).toHaveTextContent('320');
    expect(screen.getByRole('heading', { name: 'How to earn points' })).toBeInTheDocument();
    expect(screen.getByText('Points never expire.')).toBeInTheDocument();

    const rewards = within(screen.getByRole('list', { name: 'Rewards' }));
    const mug = rewards.getByRole('article', { name: 'Brand mug' });
    expect(within(mug).getByText('480 more points needed')).toBeInTheDocument();
    expect(within(mug).queryByRole('button')).not.toBeInTheDocument();
    const cap = rewards.getByRole('article', { name: 'Brand cap' });
    expect(within(cap).getByText('Out of stock')).toBeInTheDocument();
    expect(within(cap).queryByRole('button')).not.toBeInTheDocument();

    const redeemButton = rewards.getByRole('button', { name: /^Redeem Bonus cash/ });
    await user.click(redeemButton);
    const dialog = within(await screen.findByRole('dialog', { name: /^Redeem Bonus cash/ }));
    const password = dialog.getByLabelText(/^Payment password/);
    await waitFor(() => expect(password).toHaveFocus());
    expect(dialog.getByText('220')).toBeInTheDocument(); // points after

    await user.type(password, '135790');
    await user.click(dialog.getByRole('button', { name: 'Redeem now' }));
    expect(await dialog.findByText('The payment password is not correct.')).toBeInTheDocument();

    await user.clear(password);
    await user.type(password, '246810');
    await user.click(dialog.getByRole('button', { name: 'Redeem now' }));
    expect(await dialog.findByRole('status')).toHaveTextContent('Done. You now have 220 points.');
    // the retry after the refusal was a new request; both carried a well-formed key
    expect(posted).toHaveLength(2);
    expect(posted[0]!.requestId).not.toBe(posted[1]!.requestId);
    expect(posted[1]).toMatchObject({ itemId: 1, paymentPassword: '246810' });

    await user.click(dialog.getByRole('button', { name: 'Back to the points mall' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // focus goes back to the button that opened the dialog
    await waitFor(() => expect(rewards.getByRole('button', { name: /^Redeem Bonus cash/ })).toHaveFocus());
    await waitFor(() => expect(screen.getByTestId('point-balance')).toHaveTextContent('220'));
    const list = within(screen.getByRole('list', { name: 'Points history' }));
    expect(await list.findByText('Redeemed: Bonus cash')).toBeInTheDocument();
    expect(list.getByText('−100')).toBeInTheDocument();
  });

  it('checks a conversion against the minimum and the balance before asking the server', async () => {
    startSession({ token: 'tok', account: 'demo', isAgent: 0 });
    const user = userEvent.setup();
    renderApp('/pointMall');
    await user.click(await screen.findByRole('button', { name: 'Convert points to money' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Convert points to money' }));
    const amount = dialog.getByRole('textbox', { name: /^Points to convert/ });
    await waitFor(() => expect(amount).toHaveFocus());
    await user.type(amount, '50');
    await user.type(dialog.getByLabelText(/^Payment password/), '246810');
    await user.click(dialog.getByRole('button', { name: 'Convert now' }));
    expect(await dialog.findByText('Convert at least 100 points.')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '400');
    await user.click(dialog.getByRole('button', { name: 'Convert now' }));
    expect(await dialog.findByText('You have 320 points.')).toBeInTheDocument();
    expect(server.calls).not.toContain('/wps/points/convert');
  });

  it('shows a refusal of the summary translated', async () => {
    startSession({ token: 'tok', account: 'trial', isAgent: 4 });
    server.routes['/wps/points/summary'] = () => refusal('TRIAL_ACCOUNT', 403);
    renderApp('/pointMall');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });
});
