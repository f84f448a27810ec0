import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccountRecord } from '@tala/contract/wallet';
import { mockServer, type MockServer } from '../testing/mock-server.ts';
import { renderApp } from '../testing/render-app.tsx';
import { resetUiStore } from '../testing/reset.ts';
import { endSession, startSession } from '../../shared/state/session.ts';
import { PRELOAD_MS, preloadCentre } from '../testing/preload-centre.ts';

beforeAll(() => preloadCentre(), PRELOAD_MS);

const record = (id: number, patch: Partial<AccountRecord> = {}): AccountRecord => ({
  id,
  postingId: id,
  createdAt: '2026-11-25T03:04:05Z',
  type: 'deposit',
  wallet: 'MAIN',
  walletName: 'Main wallet',
  amountMinor: 100_000,
  balanceAfterMinor: 100_000,
  ref: `ref-${id}`,
  ...patch,
});

const all = [
  record(4, { type: 'transfer', wallet: 'MGL', walletName: 'Mega Luck', amountMinor: 2_550, balanceAfterMinor: 2_550 }),
  record(3, { type: 'transfer', amountMinor: -2_550, balanceAfterMinor: 96_450, ref: 'x,"y"' }),
  record(2, { type: 'bet', amountMinor: -1_000, balanceAfterMinor: 99_000 }),
  record(1),
];

let server: MockServer;
let asked: URL[];

beforeEach(() => {
  resetUiStore();
  endSession();
  asked = [];
  server = mockServer({
    routes: {
      '/wps/v2/wallets/balance': () => ({
        sumBalanceMinor: 99_000,
        sumBalance: '990.00',
        currency: '₱',
        mainBalanceMinor: 96_450,
        wallets: [],
        unreadCount: 0,
        availablePromoCount: 0,
        promos: [],
      }),
      '/wps/relay/GCS_merchantWallet': () => ({
        isSingle: false,
        wallets: [
          { wallet: 'MAIN', name: 'Main wallet', balanceMinor: 96_450, balance: '964.50' },
          { wallet: 'MGL', name: 'Mega Luck', balanceMinor: 2_550, balance: '25.50' },
        ],
      }),
      '/wps/relay/ODSFE2_MemTransDet': (url) => {
        asked.push(url);
        const type = url.searchParams.get('type');
        const wallet = url.searchParams.get('wallet');
        const list = all.filter((r) => (!type || r.type === type) && (!wallet || r.wallet === wallet));
        const pageNo = Number(url.searchParams.get('pageNo'));
        return { list: pageNo === 2 ? [record(9, { type: 'win' })] : list, total: list.length + 10, totalPages: 2 };
      },
    },
  });
  startSession({ token: 'tok', account: 'demo', isAgent: 0 });
});
afterEach(() => vi.restoreAllMocks());

describe('account record', () => {
  it('lists the postings of the last 7 days, signed, with the balance after; narrows by period, type and wallet; pages', async () => {
    const user = userEvent.setup();
    renderApp('/?mc=transactionHistory');
    const centre = within(await screen.findByRole('dialog', { name: 'Member centre' }));
    const table = within(await centre.findByRole('table', { name: 'Your account record, newest first' }));
    expect(table.getAllByRole('row')).toHaveLength(5); // header + 4
    expect(table.getByRole('row', { name: /Mega Luck \+\$25\.50 \$25\.50/ })).toBeInTheDocument();
    expect(table.getByRole('row', { name: /Bet Main wallet -\$10\.00 \$990\.00/ })).toBeInTheDocument();
    expect(centre.getByRole('radio', { name: '7 days' })).toBeChecked();
    const first = asked[0]!;
    expect(
      Math.round((Date.parse(first.searchParams.get('to')!) - Date.parse(first.searchParams.get('from')!)) / 86_400_000),
    ).toBe(7);

    await user.selectOptions(centre.getByRole('combobox', { name: 'Type' }), 'bet');
    await waitFor(() => expect(table.getAllByRole('row')).toHaveLength(2));
    expect(asked.at(-1)!.searchParams.get('type')).toBe('bet');

    await user.selectOptions(centre.getByRole('combobox', { name: 'Type' }), 'all');
    await user.selectOptions(await centre.findByRole('combobox', { name: 'Wallet' }), 'MGL');
    await waitFor(() => expect(asked.at(-1)!.searchParams.get('wallet')).toBe('MGL'));
    await waitFor(() => expect(table.getAllByRole('row')).toHaveLength(2));

    await user.click(centre.getByRole('radio', { name: 'Yesterday' }));
    await waitFor(() => {
      const last = asked.at(-1)!;
      expect(Date.parse(last.searchParams.get('to')!) - Date.parse(last.searchParams.get('from')!)).toBe(86_400_000);
    });

    await user.click(centre.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(asked.at(-1)!.searchParams.get('pageNo')).toBe('2'));
    expect(await table.findByRole('row', { name: /Win/ })).toBeInTheDocument();
  });

  it('exports the rows on screen as a CSV file with a header row and plain decimal amounts', async () => {
    const saved: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      saved.push(blob);
      return 'blob:records';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toMatch(/^account-record-\d{4}-\d{2}-\d{2}\.csv$/);
      expect(this.href).toBe('blob:records');
    });
    const user = userEvent.setup();
    renderApp('/?mc=transactionHistory');
    const centre = within(await screen.findByRole('dialog', { name: 'Member centre' }));
    await centre.findByRole('table', { name: 'Your account record, newest first' });
    await user.click(centre.getByRole('button', { name: 'Export CSV' }));
    expect(clicked).toHaveBeenCalledTimes(1);
    const lines = (await saved[0]!.text()).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Time,Type,Wallet,Amount,Balance after,Reference');
    expect(lines).toHaveLength(6); // header, 4 rows, the final line end
    expect(lines[1]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2},Transfer,Mega Luck,25\.50,25\.50,ref-4$/);
    expect(lines[2]).toMatch(/,Transfer,Main wallet,-25\.50,964\.50,"x,""y"""$/);
    expect(saved[0]!.type).toBe('text/csv;charset=utf-8');
  });

  it('says so when a period has nothing, and offers a retry when the list fails', async () => {
    server.routes['/wps/relay/ODSFE2_MemTransDet'] = () => {
      throw new TypeError('Failed to fetch');
    };
    const user = userEvent.setup();
    renderApp('/?mc=transactionHistory');
    expect(await screen.findByRole('alert')).toHaveTextContent("Your records didn't load.");
    server.routes['/wps/relay/ODSFE2_MemTransDet'] = () => ({ list: [], total: 0, totalPages: 0 });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No money moved in this period.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();
  });
});
