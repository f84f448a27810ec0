import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { decryptPayload, generatePayloadKeyPair, importPrivateKey, isEncryptedBody } from '@tala/contract/payload-crypto';
import type { PaymentPasswordStatus } from '@tala/contract/payout';
import type { UplineTransferStatus } from '@tala/contract/upline-transfer';
import { mockServer, refusal, type MockServer } from '../testing/mock-server.ts';
import { renderApp } from '../testing/render-app.tsx';
import { resetUiStore } from '../testing/reset.ts';
import { endSession, startSession } from '../../shared/state/session.ts';
import { PRELOAD_MS, preloadCentre } from '../testing/preload-centre.ts';

beforeAll(() => preloadCentre(), PRELOAD_MS);

let keys: { publicKey: string; privateKey: CryptoKey };
beforeAll(async () => {
  const pair = await generatePayloadKeyPair();
  keys = { publicKey: pair.publicKey, privateKey: await importPrivateKey(pair.privateKey) };
});

let server: MockServer;
let status: UplineTransferStatus;
let password: PaymentPasswordStatus;
let posted: Record<string, unknown>[];

beforeEach(() => {
  resetUiStore();
  endSession();
  status = { allowed: true, uplineAccount: 'agent01', balanceMinor: 100_000, turnoverRemainingMinor: 0 };
  password = { isSet: true, lockedUntil: null, hasMobile: true };
  posted = [];
  server = mockServer({
    routes: {
      '/wps/session/publicKey': () => ({ kid: 'k1', publicKey: keys.publicKey, algorithm: 'RSA-OAEP-256+A256GCM' }),
      '/wps/payout/password/status': () => password,
      '/wps/member/transfer-upline': async (_url, raw) => {
        if (raw === undefined) return status;
        const body = (isEncryptedBody(raw) ? await decryptPayload(keys.privateKey, raw) : raw) as Record<string, unknown>;
        posted.push(body);
        if (body.paymentPassword !== '246810') return refusal('PAYMENT_PASSWORD_WRONG', 400, 'paymentPassword');
        const amountMinor = Math.round(Number(body.amount) * 100);
        status = { ...status, balanceMinor: status.balanceMinor - amountMinor };
        return {
          requestId: body.requestId,
          uplineAccount: 'agent01',
          amountMinor,
          balanceAfterMinor: status.balanceMinor,
          replayed: false,
          createdAt: new Date().toISOString(),
        };
      },
    },
  });
  // the push channel stays quiet here: the page asks again after a transfer on its own
  const base = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    if (new URL(String(input), 'http://localhost').pathname !== '/push') return base(input, init);
    return new Response(new ReadableStream(), { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
  });
  startSession({ token: 'tok', account: 'demo', isAgent: 0 });
});
afterEach(() => {
  vi.restoreAllMocks();
});

async function openCentre(page = 'transferUpline') {
  renderApp(`/?mc=${page}`);
  return within(await screen.findByRole('dialog', { name: 'Member centre' }));
}

describe('transfer to upline page', () => {
  it('sends money to the member’s own agent with the payment password', async () => {
    const user = userEvent.setup();
    const centre = await openCentre();
    await centre.findByRole('heading', { name: 'Send money to your agent' });
    const menu = within(centre.getByRole('navigation', { name: 'Member centre menu' }));
    expect(menu.getByRole('link', { name: 'Transfer to upline' })).toHaveAttribute('aria-current', 'page');
    expect(centre.getByTestId('upline-account')).toHaveTextContent('agent01');
    const form = within(centre.getByRole('form', { name: 'Transfer' }));
    const amount = form.getByRole('textbox', { name: /Amount/ });
    await user.type(amount, '2000');
    await user.click(form.getByRole('button', { name: 'Send' }));
    expect(await form.findByText('Your balance is not enough.')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '250');
    await user.type(form.getByLabelText(/^Payment password/), '135790');
    await user.click(form.getByRole('button', { name: 'Send' }));
    expect(await form.findByText('The payment password is not correct.')).toBeInTheDocument();
    await user.clear(form.getByLabelText(/^Payment password/));
    await user.type(form.getByLabelText(/^Payment password/), '246810');
    await user.click(form.getByRole('button', { name: 'Send' }));
    expect(await centre.findByText('$250.00 sent to agent01.')).toBeInTheDocument();
    expect(posted.at(-1)).toEqual({
      uplineAccount: 'agent01',
      amount: '250.00',
      paymentPassword: '246810',
      requestId: expect.stringMatching(/^up_[0-9a-f]{32}$/) as string,
    });
    // the refused password moved nothing: the accepted transfer is a new request
    expect(posted[0]!.requestId).not.toBe(posted[1]!.requestId);
    // the figures are asked again after the transfer
    await waitFor(() => expect(centre.getByText('$750.00')).toBeInTheDocument());
  });

  it('asks for a payment password first when none is set', async () => {
    password = { isSet: false, lockedUntil: null, hasMobile: true };
    const centre = await openCentre();
    expect(await centre.findByRole('heading', { name: 'Set a payment password first' })).toBeInTheDocument();
    expect(centre.queryByRole('form', { name: 'Transfer' })).not.toBeInTheDocument();
  });

  it('has no menu entry when the brand or the agent does not allow it', async () => {
    status = { ...status, allowed: false };
    const centre = await openCentre('transactionHistory');
    const menu = within(centre.getByRole('navigation', { name: 'Member centre menu' }));
    await waitFor(() => expect(server.calls.some((c) => c.includes('/wps/member/transfer-upline'))).toBe(true));
    expect(menu.getByRole('link', { name: 'Account record' })).toBeInTheDocument();
    expect(menu.queryByRole('link', { name: 'Transfer to upline' })).not.toBeInTheDocument();
  });
});
