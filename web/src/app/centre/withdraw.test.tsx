import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { decryptPayload, generatePayloadKeyPair, importPrivateKey, isEncryptedBody } from '@tala/contract/payload-crypto';
import type { PaymentPasswordStatus, PayoutAccount } from '@tala/contract/payout';
import type { Withdrawal, WithdrawInfo } from '@tala/contract/withdraw';
import { mockServer, refusal, type MockServer } from '../testing/mock-server.ts';
import { renderApp } from '../testing/render-app.tsx';
import { resetUiStore } from '../testing/reset.ts';
import { pushChannel } from '../../shared/push/push-channel.ts';
import { endSession, startSession } from '../../shared/state/session.ts';
import { PRELOAD_MS, preloadCentre } from '../testing/preload-centre.ts';

beforeAll(() => preloadCentre(() => import('../../features/cashier/withdraw/components/withdraw-page.tsx')), PRELOAD_MS);

let keys: { publicKey: string; privateKey: CryptoKey };
beforeAll(async () => {
  const pair = await generatePayloadKeyPair();
  keys = { publicKey: pair.publicKey, privateKey: await importPrivateKey(pair.privateKey) };
});

const gcash: PayoutAccount = {
  id: 7,
  type: 'ewallet',
  provider: 'GCASH',
  providerName: 'GCash',
  accountNumber: '•••• 4567',
  holderName: 'Juan Dela Cruz',
  createdAt: '2026-01-01T00:00:00Z',
};

const baseInfo = (over: Partial<WithdrawInfo> = {}): WithdrawInfo => ({
  balanceMinor: 100_000,
  withdrawableMinor: 100_000,
  turnover: { requiredMinor: 0, doneMinor: 0, remainingMinor: 0 },
  limits: {
    minMinor: 10_000,
    maxMinor: 5_000_000,
    dailyCount: 5,
    dailyAmountMinor: 10_000_000,
    usedCount: 0,
    usedAmountMinor: 0,
    maxOpen: 1,
    open: 0,
  },
  providerLimits: {},
  autoReceiptMinutes: 60,
  ...over,
});

const withdrawal = (over: Partial<Withdrawal>): Withdrawal => ({
  withdrawNo: 'WD1',
  amountMinor: 50_000,
  status: 'requested',
  account: { type: 'ewallet', providerName: 'GCash', accountNumber: '•••• 4567' },
  rejectReason: null,
  receipt: null,
  receivedMinor: null,
  remainingMinor: null,
  createdAt: new Date().toISOString(),
  approvedAt: null,
  paidAt: null,
  confirmDueAt: null,
  closedAt: null,
  resolution: null,
  ...over,
});

let server: MockServer;
let info: WithdrawInfo;
let password: PaymentPasswordStatus;
let accounts: PayoutAccount[];
let list: Withdrawal[];
let posted: { path: string; body: Record<string, unknown> }[];
let stream: ReadableStreamDefaultController<Uint8Array> | null;
const encoder = new TextEncoder();
const push = (type: string, data: unknown) =>
  stream!.enqueue(encoder.encode(`event: ${type}\ndata: ${JSON.stringify(data)}\n\n`));

beforeEach(() => {
  resetUiStore();
  endSession();
  info = baseInfo();
  password = { isSet: true, lockedUntil: null, hasMobile: true };
  accounts = [gcash];
  list = [];
  posted = [];
  stream = null;
  server = mockServer({
    routes: {
      '/wps/session/publicKey': () => ({ kid: 'k1', publicKey: keys.publicKey, algorithm: 'RSA-OAEP-256+A256GCM' }),
      '/wps/payout/password/status': () => password,
      '/wps/payout/accounts': () => ({ list: accounts, limit: 3, payeeName: 'Juan Dela Cruz' }),
      '/wps/payout/providers': () => ({ list: [] }),
      '/wps/withdraw/info': () => info,
      '/wps/withdraw/requests': async (_url, raw) => {
        if (raw === undefined) return { list, total: list.length, totalPages: Math.ceil(list.length / 10) };
        const body = (isEncryptedBody(raw) ? await decryptPayload(keys.privateKey, raw) : raw) as Record<string, unknown>;
        posted.push({ path: 'request', body });
        if (body.paymentPassword !== '246810') return refusal('PAYMENT_PASSWORD_WRONG', 400, 'paymentPassword');
        const made = withdrawal({ withdrawNo: `WD${list.length + 1}`, amountMinor: Math.round(Number(body.amount) * 100) });
        list = [made, ...list];
        info = baseInfo({
          balanceMinor: 100_000 - made.amountMinor,
          withdrawableMinor: 0,
          limits: { ...info.limits, open: 1, usedCount: 1 },
        });
        return made;
      },
      '/wps/withdraw/confirm': (_url, raw) => {
        const body = raw as Record<string, string>;
        posted.push({ path: 'confirm', body });
        const answer: Partial<Withdrawal> =
          body.receipt === 'none'
            ? { receipt: 'none', receivedMinor: 0, remainingMinor: 50_000 }
            : { receipt: 'partial', receivedMinor: 30_000, remainingMinor: 20_000 };
        list = list.map((w) =>
          w.withdrawNo === body.withdrawNo ? { ...w, ...answer, status: 'disputed', confirmDueAt: null } : w,
        );
        return list.find((w) => w.withdrawNo === body.withdrawNo);
      },
    },
  });
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

async function openWithdraw() {
  renderApp('/?mc=withdraw');
  const centre = within(await screen.findByRole('dialog', { name: 'Member centre' }));
  await centre.findByRole('heading', { name: 'What you can withdraw' });
  return centre;
}

describe('withdraw page', () => {
  it('requests a withdrawal to a bound account with the payment password, and follows it to the receipt answer', async () => {
    const user = userEvent.setup();
    const centre = await openWithdraw();
    expect(centre.getByTestId('withdrawable')).toHaveTextContent('$1,000.00');
    const form = within(centre.getByRole('form', { name: 'Request a withdrawal' }));
    expect(form.getByRole('radio', { name: /GCash.*•••• 4567/ })).toBeChecked();
    // the brand's 60 minutes to answer, written as a person would
    expect(form.getByText(/you have 1 hour to tell us whether it arrived/)).toBeInTheDocument();
    const amount = form.getByRole('textbox', { name: /Amount/ });
    await user.type(amount, '50');
    await user.click(form.getByRole('button', { name: 'Request withdrawal' }));
    expect(await form.findByText('The smallest amount is $100.00.')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '2000');
    await user.click(form.getByRole('button', { name: 'Request withdrawal' }));
    expect(await form.findByText('Your balance is not enough.')).toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Withdraw all' }));
    expect(amount).toHaveValue('1000.00');
    await user.clear(amount);
    await user.type(amount, '500');
    await user.type(form.getByLabelText(/^Payment password/), '135790');
    await user.click(form.getByRole('button', { name: 'Request withdrawal' }));
    expect(await form.findByText('The payment password is not correct.')).toBeInTheDocument();
    await user.clear(form.getByLabelText(/^Payment password/));
    await user.type(form.getByLabelText(/^Payment password/), '246810');
    await user.click(form.getByRole('button', { name: 'Request withdrawal' }));
    expect(
      await centre.findByText('Your withdrawal of $500.00 was requested. The amount is held until it is paid.'),
    ).toBeInTheDocument();
    expect(posted.at(-1)).toEqual({
      path: 'request',
      body: {
        accountId: 7,
        amount: '500.00',
        paymentPassword: '246810',
        requestId: expect.stringMatching(/^wd_[0-9a-f]{32}$/) as string,
      },
    });
    // the wrong password was a refusal: the accepted request is a new one
    expect(posted[0]!.body.requestId).not.toBe(posted[1]!.body.requestId);

    const items = within(await centre.findByRole('list', { name: 'Your withdrawals' }));
    expect(items.getByTestId('withdraw-status')).toHaveTextContent('Requested');
    const tracker = items.getByRole('list', { name: 'Progress of WD1' });
    expect(
      within(tracker)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      expect.stringContaining('Requested') as string,
      expect.stringContaining('Approved') as string,
      expect.stringContaining('Paid out') as string,
      expect.stringContaining('Received') as string,
    ]);
    expect(await centre.findByText(/A withdrawal of yours is still waiting/)).toBeInTheDocument();

    // the operator pays it out: the push event brings the confirmation step with its countdown
    await waitFor(() => expect(stream).not.toBeNull());
    const now = Date.now();
    list = [
      {
        ...list[0]!,
        status: 'paid',
        approvedAt: new Date(now).toISOString(),
        paidAt: new Date(now).toISOString(),
        confirmDueAt: new Date(now + 60 * 60_000).toISOString(),
      },
    ];
    push('withdraw.status', { withdrawal: list[0] });
    const card = within(await centre.findByRole('region', { name: 'Did your $500.00 arrive?' }));
    expect(card.getByTestId('auto-receipt')).toHaveTextContent(/^(01:00:00|59:5\d)$/);
    // where and when it was paid, the time a machine-readable element of its own
    const paidLine = card.getByText(/^Paid to .+ on/);
    expect(paidLine.querySelector('time')).toHaveAttribute('dateTime', list[0]!.paidAt);
    expect(paidLine.querySelector('time')?.textContent).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    const answer = within(card.getByRole('form', { name: 'Confirm receipt' }));
    // nothing is chosen for the player: sending asks for an answer
    expect(answer.getAllByRole('radio').filter((r) => (r as HTMLInputElement).checked)).toEqual([]);
    await user.click(answer.getByRole('button', { name: 'Send my answer' }));
    expect(await answer.findByRole('alert')).toHaveTextContent('Choose one answer.');
    expect(posted.filter((p) => p.path === 'confirm')).toEqual([]);
    await user.click(answer.getByRole('radio', { name: 'I received part of it' }));
    await user.type(answer.getByRole('textbox', { name: /Amount received/ }), '500');
    await user.click(answer.getByRole('button', { name: 'Send my answer' }));
    expect(await answer.findByText('The largest amount is $499.99.')).toBeInTheDocument();
    await user.clear(answer.getByRole('textbox', { name: /Amount received/ }));
    await user.type(answer.getByRole('textbox', { name: /Amount received/ }), '550');
    // more than the payout: nothing is still to arrive, and never a negative amount
    expect(answer.getByTestId('receipt-remaining')).toHaveTextContent('—');
    await user.clear(answer.getByRole('textbox', { name: /Amount received/ }));
    await user.type(answer.getByRole('textbox', { name: /Amount received/ }), '300');
    expect(answer.getByTestId('receipt-remaining')).toHaveTextContent('$200.00');
    await user.click(answer.getByRole('button', { name: 'Send my answer' }));
    await waitFor(() => expect(centre.queryByRole('region', { name: 'Did your $500.00 arrive?' })).not.toBeInTheDocument());
    expect(posted.at(-1)).toEqual({
      path: 'confirm',
      body: { withdrawNo: 'WD1', receipt: 'partial', receivedAmount: '300.00', remainingAmount: '200.00' },
    });
    expect(await centre.findByText('You received $300.00; $200.00 is being looked into.')).toBeInTheDocument();
    expect(centre.getByTestId('withdraw-status')).toHaveTextContent('Under review');
  });

  it('explains the turnover still needed and refuses before calling', async () => {
    const user = userEvent.setup();
    info = baseInfo({ withdrawableMinor: 0, turnover: { requiredMinor: 50_000, doneMinor: 20_000, remainingMinor: 30_000 } });
    const centre = await openWithdraw();
    expect(
      centre.getByText(
        'Wager $300.00 more before you can withdraw: each deposit is played through once, and each claimed bonus by its own turnover.',
      ),
    ).toBeInTheDocument();
    expect(centre.getByText('Turnover $200.00 of $500.00')).toBeInTheDocument();
    expect(centre.getByRole('progressbar')).toHaveAttribute('value', '20000');
    expect(centre.getByTestId('withdrawable')).toHaveTextContent('$0.00');
    const form = within(centre.getByRole('form', { name: 'Request a withdrawal' }));
    expect(form.queryByRole('button', { name: 'Withdraw all' })).not.toBeInTheDocument();
    await user.type(form.getByRole('textbox', { name: /Amount/ }), '200');
    await user.type(form.getByLabelText(/^Payment password/), '246810');
    await user.click(form.getByRole('button', { name: 'Request withdrawal' }));
    expect(await form.findByText('Wager $300.00 more before withdrawing.')).toBeInTheDocument();
    expect(posted).toEqual([]);
  });

  it('sends a player without a payment password or account to set them up', async () => {
    const user = userEvent.setup();
    password = { isSet: false, lockedUntil: null, hasMobile: true };
    const centre = await openWithdraw();
    expect(centre.getByRole('heading', { name: 'Set a payment password first' })).toBeInTheDocument();
    expect(centre.queryByRole('form', { name: 'Request a withdrawal' })).not.toBeInTheDocument();
    await user.click(centre.getByRole('button', { name: 'Set payment password' }));
    expect(await centre.findByRole('heading', { name: 'Payout accounts' })).toBeInTheDocument();
    // opened at the payment password: its section holds the focus, not the top of the page
    await waitFor(() => expect(centre.getByRole('region', { name: 'Payment password and payout accounts' })).toHaveFocus());
  });

  it('asks for a payout account when none is bound', async () => {
    accounts = [];
    const centre = await openWithdraw();
    expect(centre.getByRole('heading', { name: 'Add a payout account first' })).toBeInTheDocument();
    expect(centre.getByRole('button', { name: 'Add a payout account' })).toBeInTheDocument();
  });

  it('says nothing arrived with a proof image uploaded for it', async () => {
    const user = userEvent.setup();
    const uploads: Blob[] = [];
    const now = Date.now();
    list = [
      withdrawal({
        status: 'paid',
        approvedAt: new Date(now).toISOString(),
        paidAt: new Date(now).toISOString(),
        confirmDueAt: new Date(now + 30 * 60_000).toISOString(),
      }),
    ];
    server.routes['/wps/uploads'] = (url, body) => {
      expect(url.searchParams.get('purpose')).toBe('withdrawProof');
      uploads.push(body as Blob);
      return { id: `up${uploads.length}`, contentType: 'image/png', size: 10 };
    };
    const centre = await openWithdraw();
    const card = within(await centre.findByRole('region', { name: 'Did your $500.00 arrive?' }));
    const answer = within(card.getByRole('form', { name: 'Confirm receipt' }));
    await user.click(answer.getByRole('radio', { name: 'No, nothing arrived' }));
    await user.click(answer.getByRole('button', { name: 'Send my answer' }));
    expect(within(answer.getByRole('group', { name: /Proof/ })).getByRole('alert')).toBeInTheDocument();
    expect(posted).toEqual([]);
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2])], 'history.png', {
      type: 'image/png',
    });
    await user.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, png);
    await user.click(answer.getByRole('button', { name: 'Send my answer' }));
    expect(await centre.findByText('You said nothing arrived; it is being looked into.')).toBeInTheDocument();
    expect(uploads).toHaveLength(1);
    expect(posted).toEqual([{ path: 'confirm', body: { withdrawNo: 'WD1', receipt: 'none', proofs: ['up1'] } }]);
  });

  it('stops asking once the time to answer is over', async () => {
    list = [
      withdrawal({ status: 'paid', paidAt: new Date().toISOString(), confirmDueAt: new Date(Date.now() - 1000).toISOString() }),
    ];
    const centre = await openWithdraw();
    const card = within(await centre.findByRole('region', { name: 'Did your $500.00 arrive?' }));
    expect(card.getByText('The time to answer is over: this payout counts as received.')).toBeInTheDocument();
    expect(card.getByTestId('auto-receipt')).toHaveTextContent('0:00');
    expect(card.queryByRole('form', { name: 'Confirm receipt' })).not.toBeInTheDocument();
  });
  it('shows how customer service settled a disputed withdrawal, with their note', async () => {
    list = [
      withdrawal({
        withdrawNo: 'WD9',
        status: 'confirmed',
        receipt: 'partial',
        receivedMinor: 30_000,
        remainingMinor: 20_000,
        closedAt: new Date().toISOString(),
        resolution: { kind: 'paidRest', note: 'The bank sent back 200.00.', paidMinor: 20_000, at: new Date().toISOString() },
      }),
    ];
    const centre = await openWithdraw();
    const items = within(await centre.findByRole('list', { name: 'Your withdrawals' }));
    const settled = await items.findByTestId('withdraw-resolution');
    expect(settled).toHaveTextContent('Settled: $200.00 was paid into your main wallet.');
    expect(settled).toHaveTextContent('Note from customer service: The bank sent back 200.00.');
    expect(items.queryByText(/is being looked into/)).not.toBeInTheDocument();
  });
});
