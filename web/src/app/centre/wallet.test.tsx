import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { WalletBalance } from '@tala/contract/wallet';
import { mockServer, refusal, type MockServer } from '../testing/mock-server.ts';
import { renderApp } from '../testing/render-app.tsx';
import { resetUiStore } from '../testing/reset.ts';
import { endSession, startSession } from '../../shared/state/session.ts';
import { PRELOAD_MS, preloadCentre } from '../testing/preload-centre.ts';

beforeAll(() => preloadCentre(), PRELOAD_MS);

const w = (wallet: string, name: string, balanceMinor: number): WalletBalance => ({
  wallet,
  name,
  balanceMinor,
  balance: (balanceMinor / 100).toFixed(2),
});
const snapshot = (wallets: WalletBalance[]) => {
  const sum = wallets.reduce((s, x) => s + x.balanceMinor, 0);
  return {
    sumBalanceMinor: sum,
    sumBalance: (sum / 100).toFixed(2),
    mainBalanceMinor: wallets[0]!.balanceMinor,
    wallets: wallets.map((x) => ({ wallet: x.wallet, balanceMinor: x.balanceMinor })),
  };
};

let server: MockServer;
let wallets: WalletBalance[];
let isSingle: boolean;
let posted: { path: string; body: Record<string, string> }[];

beforeEach(() => {
  resetUiStore();
  endSession();
  posted = [];
  isSingle = false;
  wallets = [w('MAIN', 'Main wallet', 100_000), w('MGL', 'Mega Luck', 0), w('OPL', 'Opal Live', 1_500)];
  server = mockServer({
    routes: {
      '/wps/v2/wallets/balance': () => ({
        ...snapshot(wallets),
        currency: '$',
        unreadCount: 0,
        availablePromoCount: 0,
        promos: [],
      }),
      '/wps/relay/GCS_merchantWallet': () => ({ isSingle, wallets }),
      '/wps/relay/GCS_walletTransfer': (_url, body) => {
        const b = body as Record<string, string>;
        posted.push({ path: 'transfer', body: b });
        const minor = Math.round(Number(b.amount) * 100);
        wallets = wallets.map((x) =>
          x.wallet === b.from
            ? w(x.wallet, x.name, x.balanceMinor - minor)
            : x.wallet === b.to
              ? w(x.wallet, x.name, x.balanceMinor + minor)
              : x,
        );
        return { transferId: b.transferId, replayed: false, wallets, balance: snapshot(wallets) };
      },
      '/wps/relay/GCS_walletRecall': (_url, body) => {
        const b = body as Record<string, string>;
        posted.push({ path: 'recall', body: b });
        const moved = wallets.slice(1).reduce((s, x) => s + x.balanceMinor, 0);
        wallets = wallets.map((x, i) => (i === 0 ? w(x.wallet, x.name, x.balanceMinor + moved) : w(x.wallet, x.name, 0)));
        return { requestId: b.requestId, replayed: false, movedMinor: moved, wallets, balance: snapshot(wallets) };
      },
    },
  });
  startSession({ token: 'tok', account: 'demo', isAgent: 0 });
});

async function openWallet() {
  renderApp('/?mc=transferFund');
  const centre = within(await screen.findByRole('dialog', { name: 'Member centre' }));
  await centre.findByRole('list', { name: 'Your wallets' });
  return centre;
}

describe('my wallet', () => {
  it('shows every wallet with its balance and moves money to a game wallet and back, one key per transfer', async () => {
    const user = userEvent.setup();
    const centre = await openWallet();
    const list = within(centre.getByRole('list', { name: 'Your wallets' }));
    expect(list.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Main wallet$1,000.00',
      'Mega Luck$0.00',
      'Opal Live$15.00',
    ]);
    expect(centre.getByTestId('wallet-total')).toHaveTextContent('$1,015.00');

    const form = within(centre.getByRole('form', { name: 'Transfer between wallets' }));
    expect(form.getByRole('radio', { name: 'To a game wallet' })).toBeChecked();
    await user.selectOptions(form.getByRole('combobox', { name: /Game wallet/ }), 'MGL');
    await user.type(form.getByRole('textbox', { name: /Amount/ }), '25.5');
    await user.click(form.getByRole('button', { name: 'Transfer' }));
    expect(await centre.findByRole('status')).toHaveTextContent('$25.50 moved from Main wallet to Mega Luck.');
    expect(posted[0]).toEqual({
      path: 'transfer',
      body: { from: 'MAIN', to: 'MGL', amount: '25.50', transferId: expect.stringMatching(/^mc_[0-9a-f]{32}$/) as string },
    });
    expect(list.getByText('Mega Luck').nextSibling).toHaveTextContent('$25.50');
    expect(form.getByRole('textbox', { name: /Amount/ })).toHaveValue('');

    await user.click(form.getByRole('radio', { name: 'Back to main wallet' }));
    expect(form.getByText('Available: $25.50')).toBeInTheDocument();
    await user.type(form.getByRole('textbox', { name: /Amount/ }), '25.50');
    await user.click(form.getByRole('button', { name: 'Transfer' }));
    await waitFor(() => expect(posted).toHaveLength(2));
    expect(posted[1]!.body).toMatchObject({ from: 'MGL', to: 'MAIN', amount: '25.50' });
    expect(posted[1]!.body.transferId).not.toBe(posted[0]!.body.transferId);
    expect(await centre.findByText('$25.50 moved from Mega Luck to Main wallet.')).toBeInTheDocument();
  });

  it('applies the balance snapshot the transfer answered to the header balance', async () => {
    const user = userEvent.setup();
    const centre = await openWallet();
    const header = await screen.findByTestId('balance');
    await waitFor(() => expect(header).toHaveTextContent('$1,015.00'));
    // the server reports a changed total (say a win landed meanwhile): the header shows what it answered
    server.routes['/wps/relay/GCS_walletTransfer'] = (_url, body) => {
      const b = body as Record<string, string>;
      wallets = [w('MAIN', 'Main wallet', 90_000), w('MGL', 'Mega Luck', 20_000), w('OPL', 'Opal Live', 1_500)];
      return { transferId: b.transferId, replayed: false, wallets, balance: snapshot(wallets) };
    };
    const form = within(centre.getByRole('form', { name: 'Transfer between wallets' }));
    await user.type(form.getByRole('textbox', { name: /Amount/ }), '100');
    await user.click(form.getByRole('button', { name: 'Transfer' }));
    await waitFor(() => expect(header).toHaveTextContent('$1,115.00'));
  });

  it('refuses an amount above the balance, zero or with too many decimals before calling, and shows a server refusal under the field', async () => {
    const user = userEvent.setup();
    const centre = await openWallet();
    const form = within(centre.getByRole('form', { name: 'Transfer between wallets' }));
    const amount = form.getByRole('textbox', { name: /Amount/ });
    const send = () => user.click(form.getByRole('button', { name: 'Transfer' }));
    await user.type(amount, '1000.01');
    await send();
    expect(await form.findByText('The largest amount is $1,000.00.')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '0');
    await send();
    expect(await form.findByText('The smallest amount is $0.01.')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '1.005');
    await send();
    expect(await form.findByText('Enter an amount such as 10 or 10.50.')).toBeInTheDocument();
    await user.click(form.getByRole('radio', { name: 'Back to main wallet' }));
    await user.clear(amount);
    await user.type(amount, '0.01'); // Mega Luck holds nothing
    await send();
    expect(await form.findByText('The largest amount is $0.00.')).toBeInTheDocument();
    expect(posted).toEqual([]);

    server.routes['/wps/relay/GCS_walletTransfer'] = () => refusal('INSUFFICIENT_BALANCE', 400, 'amount');
    await user.click(form.getByRole('radio', { name: 'To a game wallet' }));
    await user.clear(amount);
    await user.type(amount, '10');
    await send();
    expect(await form.findByText('Your balance is not enough.')).toBeInTheDocument();
    expect(amount).toHaveValue('10.00');
    expect(amount).toHaveAttribute('aria-invalid', 'true');
  });

  it('recalls every game wallet to the main wallet in one call', async () => {
    const user = userEvent.setup();
    const centre = await openWallet();
    await user.click(centre.getByRole('button', { name: 'Recall all to main wallet' }));
    expect(await centre.findByRole('status')).toHaveTextContent('$15.00 is back in your main wallet.');
    expect(posted).toEqual([{ path: 'recall', body: { requestId: expect.stringMatching(/^mc_/) as string } }]);
    expect(centre.getByRole('button', { name: 'Recall all to main wallet' })).toBeDisabled();
    expect(centre.getByText('Opal Live').nextSibling).toHaveTextContent('$0.00');
  });

  it('on a single-wallet brand shows the main wallet and says there is nothing to transfer', async () => {
    isSingle = true;
    wallets = [w('MAIN', 'Main wallet', 100_000)];
    const centre = await openWallet();
    expect(centre.getByText('Every game plays from your main wallet, so there is nothing to transfer.')).toBeInTheDocument();
    expect(centre.queryByRole('form')).not.toBeInTheDocument();
    expect(centre.queryByRole('button', { name: 'Recall all to main wallet' })).not.toBeInTheDocument();
  });
});
