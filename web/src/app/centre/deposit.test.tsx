import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DepositChannel, DepositLimit, DepositOrder } from '@tala/contract/deposit';
import { mockServer, refusal, type MockServer } from '../testing/mock-server.ts';
import { renderApp } from '../testing/render-app.tsx';
import { resetUiStore } from '../testing/reset.ts';
import { pushChannel } from '../../shared/push/push-channel.ts';
import { translator } from '../../shared/i18n/i18n.ts';
import { endSession, startSession } from '../../shared/state/session.ts';
import { PRELOAD_MS, preloadCentre } from '../testing/preload-centre.ts';

beforeAll(() => preloadCentre(() => import('../../features/cashier/deposit/components/deposit-page.tsx')), PRELOAD_MS);

const channels: DepositChannel[] = [
  {
    code: 'GOWALLET',
    kind: 'ewallet',
    name: 'GoWallet',
    names: {},
    minMinor: 10_000,
    maxMinor: 5_000_000,
    presetsMinor: [10_000, 50_000],
    feeFixedMinor: 0,
    feeBps: 0,
    processingKey: 'instant',
    payee: null,
  },
  {
    code: 'QRPH',
    kind: 'qr',
    name: 'QR Pay',
    names: { zh: '扫码支付' },
    minMinor: 5_000,
    maxMinor: 2_000_000,
    presetsMinor: [5_000],
    feeFixedMinor: 500,
    feeBps: 100,
    processingKey: 'minutes5',
    payee: null,
  },
  {
    code: 'BANKXFER',
    kind: 'manual',
    name: 'Bank transfer',
    names: { zh: '银行转账' },
    minMinor: 50_000,
    maxMinor: 50_000_000,
    presetsMinor: [50_000],
    feeFixedMinor: 0,
    feeBps: 0,
    processingKey: 'review',
    payee: { bankName: 'Tala Savings Bank', accountName: 'Tala Gaming Demo Inc.', accountNumber: '0012 3456 7890' },
  },
];

const snapshot = (minor: number) => ({
  sumBalanceMinor: minor,
  sumBalance: (minor / 100).toFixed(2),
  mainBalanceMinor: minor,
  wallets: [{ wallet: 'MAIN', balanceMinor: minor }],
});

let server: MockServer;
let orders: DepositOrder[];
let created: Record<string, string>[];
let limits: DepositLimit[];
let stream: ReadableStreamDefaultController<Uint8Array> | null;
const encoder = new TextEncoder();
const push = (type: string, data: unknown) =>
  stream!.enqueue(encoder.encode(`event: ${type}\ndata: ${JSON.stringify(data)}\n\n`));

const order = (over: Partial<DepositOrder>): DepositOrder => ({
  orderNo: 'DP1',
  channel: 'GOWALLET',
  channelName: 'GoWallet',
  channelNames: {},
  status: 'pending',
  amountMinor: 50_000,
  feeMinor: 0,
  creditMinor: 50_000,
  checkoutUrl: '/sandbox-pay/checkout/SBX1',
  createdAt: new Date().toISOString(),
  expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
  paidAt: null,
  payee: null,
  senderName: null,
  reviewNote: null,
  ...over,
});

beforeEach(() => {
  resetUiStore();
  endSession();
  orders = [];
  created = [];
  limits = (['day', 'week', 'month'] as const).map((period) => ({ period, limitMinor: null, usedMinor: 0, pending: null }));
  stream = null;
  server = mockServer({
    routes: {
      '/wps/v2/wallets/balance': () => ({
        ...snapshot(100_000),
        currency: '$',
        unreadCount: 0,
        availablePromoCount: 0,
        promos: [],
      }),
      '/wps/deposit/channels': () => ({ channels }),
      '/wps/deposit/orders': (url, body) => {
        if (!body) return { list: orders, total: orders.length, totalPages: Math.ceil(orders.length / 10) };
        const b = body as Record<string, string>;
        created.push(b);
        const channel = channels.find((c) => c.code === b.channel)!;
        const amountMinor = Math.round(Number(b.amount) * 100);
        const fee = channel.feeFixedMinor + Math.floor((amountMinor * channel.feeBps) / 10_000);
        const made = order({
          orderNo: `DP${created.length}`,
          channel: channel.code,
          channelName: channel.name,
          channelNames: channel.names,
          amountMinor,
          feeMinor: fee,
          creditMinor: amountMinor - fee,
          checkoutUrl: channel.payee ? null : `/sandbox-pay/checkout/SBX${created.length}`,
          status: channel.payee ? 'created' : 'pending',
          payee: channel.payee,
        });
        orders = [made, ...orders];
        return made;
      },
      '/wps/deposit/order': (url) => orders.find((o) => o.orderNo === url.searchParams.get('orderNo')),
      '/wps/deposit/limits': (_url, body) => {
        if (body) {
          const b = body as { period: 'day' | 'week' | 'month'; limit: string | null };
          limits = limits.map((l) =>
            l.period === b.period ? { ...l, limitMinor: b.limit === null ? null : Math.round(Number(b.limit) * 100) } : l,
          );
        }
        return { limits };
      },
    },
  });
  // the push stream the test writes events into
  const base = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    if (new URL(String(input), 'http://localhost').pathname !== '/push') return base(input, init);
    const body = new ReadableStream<Uint8Array>({ start: (c) => void (stream = c) });
    init?.signal?.addEventListener('abort', () => stream?.error(new DOMException('aborted', 'AbortError')));
    return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
  });
  startSession({ token: 'tok', account: 'demo', isAgent: 0 });
});
afterEach(() => {
  pushChannel.stop();
  vi.restoreAllMocks();
});

async function openDeposit() {
  renderApp('/?mc=depositv2');
  const centre = within(await screen.findByRole('dialog', { name: 'Member centre' }));
  await centre.findByRole('form', { name: 'Make a deposit' });
  return centre;
}

describe('deposit page', () => {
  it('picks a channel and an amount, shows fee and what arrives, opens the checkout, and turns paid live by push', async () => {
    const user = userEvent.setup();
    const open = vi.spyOn(window, 'open').mockReturnValue({ opener: window } as unknown as Window);
    const centre = await openDeposit();
    const form = within(centre.getByRole('form', { name: 'Make a deposit' }));
    expect(form.getByRole('radio', { name: /GoWallet/ })).toBeChecked();
    expect(form.getByTestId('deposit-fee')).toHaveTextContent(/^No fee$/);
    await user.click(form.getByRole('radio', { name: /QR Pay/ }));
    expect(form.getByTestId('deposit-fee')).toHaveTextContent(/^—\$5\.00 \+ 1% of the amount$/);
    await user.type(form.getByRole('textbox', { name: /Amount/ }), '200');
    expect(form.getByTestId('deposit-fee')).toHaveTextContent(/^\$7\.00\$5\.00 \+ 1% of the amount$/);
    expect(form.getByTestId('deposit-receive')).toHaveTextContent('$193.00');
    await user.click(form.getByRole('button', { name: '$50.00' }));
    expect(form.getByRole('textbox', { name: /Amount/ })).toHaveValue('50.00');
    expect(form.getByRole('button', { name: '$50.00' })).toHaveAttribute('aria-pressed', 'true');
    expect(form.getByTestId('deposit-receive')).toHaveTextContent('$44.50');
    await user.click(form.getByRole('button', { name: 'Continue to payment' }));

    await waitFor(() => expect(open).toHaveBeenCalledWith('/sandbox-pay/checkout/SBX1', '_blank'));
    expect(created).toEqual([
      { channel: 'QRPH', amount: '50.00', requestId: expect.stringMatching(/^dp_[0-9a-f]{32}$/) as string },
    ]);
    const status = within(await centre.findByRole('region', { name: 'Waiting for your payment' }));
    expect(status.getByTestId('deposit-status')).toHaveTextContent('Waiting for payment');
    expect(status.getByRole('link', { name: 'Open the payment page' })).toHaveAttribute('href', '/sandbox-pay/checkout/SBX1');
    // the order holds the amount now: the form is empty for another deposit, on the channel just used
    expect(form.getByRole('textbox', { name: /Amount/ })).toHaveValue('');
    expect(form.getByRole('radio', { name: /QR Pay/ })).toBeChecked();

    const header = await screen.findByTestId('balance');
    await waitFor(() => expect(header).toHaveTextContent('1,000.00'));
    await waitFor(() => expect(stream).not.toBeNull());
    const paid = { ...orders[0]!, status: 'paid' as const, checkoutUrl: null, paidAt: new Date().toISOString() };
    orders = [paid];
    // the deposit made bonuses claimable: the balance event carries the new count for the header's gift
    expect(screen.getByRole('button', { name: 'Reward centre' })).toBeInTheDocument();
    push('balance', { balance: snapshot(104_450), reason: 'deposit', ref: paid.orderNo, availablePromoCount: 2 });
    push('deposit.status', { order: paid });
    const done = within(await centre.findByRole('region', { name: 'Deposit received' }));
    expect(done.getByText('$44.50 was added to your wallet.')).toBeInTheDocument();
    await waitFor(() => expect(header).toHaveTextContent('1,044.50'));
    expect(screen.getByRole('button', { name: 'Reward centre, 2 rewards available' })).toBeInTheDocument();
    expect(done.getByTestId('deposit-balance')).toHaveTextContent('$1,044.50');
    const history = within(centre.getByRole('list', { name: 'Deposit history' }));
    await waitFor(() => expect(history.getAllByRole('listitem')[0]).toHaveTextContent('Paid'));
  });

  it('names a channel in the language shown where the brand gave it a name there, in the form and the history', async () => {
    orders = [
      order({ orderNo: 'DP7', channel: 'QRPH', channelName: 'QR Pay', channelNames: { zh: '扫码支付' }, status: 'paid' }),
    ];
    const centre = await openDeposit();
    expect(centre.getByRole('radio', { name: /QR Pay/ })).toBeInTheDocument();
    try {
      await act(() => translator.changeLanguage('zh'));
      await waitFor(() => expect(centre.getByRole('radio', { name: /扫码支付/ })).toBeInTheDocument());
      expect(centre.getByRole('radio', { name: /银行转账/ })).toBeInTheDocument();
      // a payment brand's own name has no other
      expect(centre.getByRole('radio', { name: /GoWallet/ })).toBeInTheDocument();
      const history = centre.getAllByRole('list').find((l) => l.textContent?.includes('DP7'))!;
      expect(within(history).getAllByRole('listitem')[0]).toHaveTextContent('扫码支付');
    } finally {
      await act(() => translator.changeLanguage('en'));
    }
  });

  it('checks the channel limits before calling and shows a refusal of the server', async () => {
    const user = userEvent.setup();
    const centre = await openDeposit();
    const form = within(centre.getByRole('form', { name: 'Make a deposit' }));
    const amount = form.getByRole('textbox', { name: /Amount/ });
    expect(form.getByText('From $100.00 to $50,000.00')).toBeInTheDocument();
    await user.type(amount, '99.99');
    await user.click(form.getByRole('button', { name: 'Continue to payment' }));
    expect(await form.findByText('The smallest amount is $100.00.')).toBeInTheDocument();
    expect(created).toEqual([]);

    server.routes['/wps/deposit/orders'] = (_url, body) =>
      body ? refusal('FUNCTION_DISABLED', 400, 'channel') : { list: [], total: 0, totalPages: 0 };
    await user.clear(amount);
    await user.type(amount, '100');
    await user.click(form.getByRole('button', { name: 'Continue to payment' }));
    expect(await form.findByText('This function is not enabled.')).toBeInTheDocument();
  });

  it('offers the checkout link when the browser blocks the new tab, and retries a failed order as a new one', async () => {
    const user = userEvent.setup();
    vi.spyOn(window, 'open').mockReturnValue(null);
    const centre = await openDeposit();
    const form = within(centre.getByRole('form', { name: 'Make a deposit' }));
    await user.click(form.getByRole('button', { name: '$100.00' }));
    await user.click(form.getByRole('button', { name: 'Continue to payment' }));
    const status = within(await centre.findByRole('region', { name: 'Waiting for your payment' }));
    expect(status.getByRole('alert')).toHaveTextContent('Your browser blocked the payment page.');
    expect(status.getByRole('link', { name: 'Open the payment page' })).toHaveAttribute('target', '_blank');

    await waitFor(() => expect(stream).not.toBeNull());
    const failed = { ...orders[0]!, status: 'failed' as const, checkoutUrl: null };
    orders = [failed];
    push('deposit.status', { order: failed });
    const retry = within(await centre.findByRole('region', { name: 'The payment failed' }));
    await user.click(retry.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(created).toHaveLength(2));
    expect(created[1]).toMatchObject({ channel: 'GOWALLET', amount: '100.00' });
    expect(created[1]!.requestId).not.toBe(created[0]!.requestId);
    expect(await centre.findByRole('region', { name: 'Waiting for your payment' })).toBeInTheDocument();
  });

  it('follows a fresh order when opened again (back from the checkout) and lists older ones', async () => {
    orders = [
      order({ orderNo: 'DP9', status: 'paid', checkoutUrl: null }),
      order({ orderNo: 'DP8', status: 'expired', createdAt: '2026-01-01T00:00:00Z', checkoutUrl: null }),
    ];
    const centre = await openDeposit();
    expect(await centre.findByRole('region', { name: 'Deposit received' })).toBeInTheDocument();
    const history = within(centre.getByRole('list', { name: 'Deposit history' }));
    expect(history.getAllByRole('listitem').map((li) => within(li).getByText(/Paid|Expired/).textContent)).toEqual([
      'Paid',
      'Expired',
    ]);
  });

  it('a manual bank transfer shows the account to pay into, then takes the sender and the receipt and waits for review', async () => {
    const user = userEvent.setup();
    const open = vi.spyOn(window, 'open');
    const uploads: Blob[] = [];
    const receipts: unknown[] = [];
    server.routes['/wps/uploads'] = (url, body) => {
      expect(url.searchParams.get('purpose')).toBe('depositReceipt');
      uploads.push(body as Blob);
      return { id: `up${uploads.length}`, contentType: 'image/png', size: 9 };
    };
    server.routes['/wps/deposit/receipt'] = (_url, body) => {
      receipts.push(body);
      const b = body as { orderNo: string; senderName: string };
      const sent = {
        ...orders.find((o) => o.orderNo === b.orderNo)!,
        status: 'review' as const,
        payee: null,
        senderName: b.senderName,
      };
      orders = [sent];
      return sent;
    };
    const centre = await openDeposit();
    const form = within(centre.getByRole('form', { name: 'Make a deposit' }));
    await user.click(form.getByRole('radio', { name: /Bank transfer/ }));
    await user.click(form.getByRole('button', { name: '$500.00' }));
    await user.click(form.getByRole('button', { name: 'Show the bank details' }));

    const status = within(await centre.findByRole('region', { name: 'Pay by bank transfer' }));
    expect(open).not.toHaveBeenCalled();
    expect(status.getByTestId('payee-number')).toHaveTextContent('0012 3456 7890');
    expect(status.getByRole('button', { name: 'Copy Account number' })).toBeInTheDocument();
    const receiptForm = within(status.getByRole('form', { name: 'Send your receipt' }));
    const sender = receiptForm.getByRole('textbox', { name: /Sender name/ });
    await user.type(sender, '1234');
    await user.click(receiptForm.getByRole('button', { name: 'Send receipt' }));
    expect(await receiptForm.findByText('Write the name on the account you paid from.')).toBeInTheDocument();
    expect(within(receiptForm.getByRole('group', { name: /Receipt photo/ })).getByRole('alert')).toBeInTheDocument();
    expect(uploads).toHaveLength(0);

    await user.clear(sender);
    await user.type(sender, 'Juan Dela Cruz');
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2])], 'receipt.png', {
      type: 'image/png',
    });
    // the add button opens the hidden file input; the test hands the file to that input
    await user.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, png);
    await user.click(receiptForm.getByRole('button', { name: 'Send receipt' }));

    expect(await centre.findByRole('region', { name: 'Receipt under review' })).toBeInTheDocument();
    expect(uploads).toHaveLength(1);
    expect(receipts).toEqual([{ orderNo: 'DP1', senderName: 'Juan Dela Cruz', receipts: ['up1'] }]);
  });

  it('sets a daily deposit limit, shows what is used, and explains a deposit the limit refuses', async () => {
    const user = userEvent.setup();
    const centre = await openDeposit();
    const section = within(centre.getByRole('region', { name: 'Deposit limits' }));
    const list = within(await section.findByRole('list', { name: 'Deposit limits' }));
    expect(list.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'DailyNo limit',
      'WeeklyNo limit',
      'MonthlyNo limit',
    ]);
    await user.click(section.getByRole('button', { name: 'Set a deposit limit' }));
    const form = within(section.getByRole('form', { name: 'Set a deposit limit' }));
    expect(
      form.getByText('A lower limit applies at once. A higher limit, or removing one, applies after 24 hours.'),
    ).toBeInTheDocument();
    await user.selectOptions(form.getByRole('combobox', { name: /Period/ }), 'day');
    await user.type(form.getByRole('textbox', { name: /Limit/ }), '500');
    await user.click(form.getByRole('button', { name: 'Save limit' }));
    await waitFor(() => expect(list.getAllByRole('listitem')[0]).toHaveTextContent('Daily$500.00'));
    expect(list.getByRole('meter', { name: 'Daily limit used' })).toHaveAttribute('aria-valuenow', '0');

    server.routes['/wps/deposit/orders'] = (_url, body) =>
      body ? refusal('DEPOSIT_LIMIT_REACHED', 409, 'amount') : { list: [], total: 0, totalPages: 0 };
    const deposit = within(centre.getByRole('form', { name: 'Make a deposit' }));
    await user.type(deposit.getByRole('textbox', { name: /Amount/ }), '600');
    await user.click(deposit.getByRole('button', { name: 'Continue to payment' }));
    expect(await deposit.findByText('This deposit would go over your own deposit limit.')).toBeInTheDocument();
  });

  it('picks up an older bank transfer still waiting for its receipt from the history', async () => {
    const user = userEvent.setup();
    orders = [
      order({
        orderNo: 'DP7',
        channel: 'BANKXFER',
        channelName: 'Bank transfer',
        status: 'created',
        checkoutUrl: null,
        createdAt: '2026-01-01T00:00:00Z',
        payee: channels[2]!.payee,
      }),
    ];
    const centre = await openDeposit();
    const history = within(await centre.findByRole('list', { name: 'Deposit history' }));
    expect(history.getByText('Waiting for receipt')).toBeInTheDocument();
    await user.click(history.getByRole('button', { name: 'Send the receipt' }));
    const status = within(await centre.findByRole('region', { name: 'Pay by bank transfer' }));
    expect(status.getByRole('form', { name: 'Send your receipt' })).toBeInTheDocument();
    expect(status.getByRole('heading', { name: 'Pay by bank transfer' })).toHaveFocus();
  });
});
