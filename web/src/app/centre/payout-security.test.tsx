import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { decryptPayload, generatePayloadKeyPair, importPrivateKey, isEncryptedBody } from '@tala/contract/payload-crypto';
import type { PaymentPasswordStatus, PayoutAccount, PayoutProvider } from '@tala/contract/payout';
import { mockServer, refusal } from '../testing/mock-server.ts';
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

const providers: PayoutProvider[] = [
  { code: 'BDO', type: 'bank', name: 'BDO Unibank', minLength: 10, maxLength: 12 },
  { code: 'GCASH', type: 'ewallet', name: 'GCash', minLength: 11, maxLength: 11 },
];

let status: PaymentPasswordStatus;
let accounts: PayoutAccount[];
let payeeName: string | null;
let posted: { path: string; body: Record<string, unknown> }[];

/** An (enc) route: the body arrives decrypted, as the server reads it. */
const enc = (path: string, handle: (body: Record<string, unknown>) => unknown) => async (_url: URL, raw: unknown) => {
  const body = (isEncryptedBody(raw) ? await decryptPayload(keys.privateKey, raw) : raw) as Record<string, unknown>;
  posted.push({ path, body });
  return handle(body);
};
const list = () => ({ list: accounts, limit: 3, payeeName });

beforeEach(() => {
  resetUiStore();
  endSession();
  posted = [];
  status = { isSet: false, lockedUntil: null, hasMobile: true };
  accounts = [];
  payeeName = null;
  mockServer({
    routes: {
      '/wps/session/publicKey': () => ({ kid: 'k1', publicKey: keys.publicKey, algorithm: 'RSA-OAEP-256+A256GCM' }),
      // the security centre around the payout section
      // scored as the server does: login password, mobile, e-mail, payment password, payout account
      '/wps/member/security': () => ({
        passwordChangedAt: '2025-01-01T00:00:00Z',
        mobile: { value: '+63 ******4567', verified: true },
        email: { value: null, verified: false },
        paymentPasswordSet: status.isSet,
        payoutAccounts: accounts.length,
        score: { done: [true, true, false, status.isSet, accounts.length > 0].filter(Boolean).length, total: 5 },
      }),
      '/wps/member/sessions': () => ({ list: [] }),
      '/wps/payout/password/status': () => status,
      '/wps/payout/password': enc('set', () => (status = { ...status, isSet: true })),
      '/wps/payout/providers': () => ({ list: providers }),
      '/wps/payout/accounts': (url, raw) =>
        raw === undefined
          ? list()
          : enc('add', (b) => {
              payeeName ??= String(b.holderName);
              accounts = [
                ...accounts,
                {
                  id: accounts.length + 1,
                  type: b.type as 'ewallet',
                  provider: String(b.provider),
                  providerName: 'GCash',
                  accountNumber: `•••• ${String(b.accountNumber).slice(-4)}`,
                  holderName: payeeName,
                  createdAt: '2025-01-01T00:00:00Z',
                },
              ];
              return list();
            })(url, raw),
      '/wps/payout/accounts/remove': enc('remove', (b) => {
        if (b.paymentPassword !== '246810') {
          return b.paymentPassword === '000000'
            ? refusal('PAYMENT_PASSWORD_LOCKED', 403, 'paymentPassword')
            : refusal('PAYMENT_PASSWORD_WRONG', 400, 'paymentPassword');
        }
        accounts = accounts.filter((a) => a.id !== b.id);
        return list();
      }),
    },
  });
  startSession({ token: 'tok', account: 'demo', isAgent: 0 });
});

/** The summary above the cashier's section: its level, and its rows marked on (green). */
async function summary(centre: ReturnType<typeof within>) {
  const heading = await centre.findByRole('heading', { name: /^Security level/ });
  const rows = within(centre.getByRole('list', { name: 'Safeguards' })).getAllByRole('listitem');
  const on = rows.filter((row: HTMLElement) => within(row).queryByText('On:') !== null).length;
  return { level: heading.textContent, rows: `${on} of ${rows.length}` };
}

const row = (centre: ReturnType<typeof within>, name: string) =>
  within(centre.getByRole('list', { name: 'Safeguards' }))
    .getAllByRole('listitem')
    .find((item: HTMLElement) => within(item).queryByText(name, { selector: 'strong' }) !== null);

async function openPage() {
  renderApp('/?mc=securityCenter');
  const centre = within(await screen.findByRole('dialog', { name: 'Member centre' }));
  await centre.findByRole('heading', { name: 'Payment password' });
  return centre;
}

describe('payout security (My account)', () => {
  it('is the member centre’s landing page', async () => {
    renderApp('/?mc=');
    const centre = within(await screen.findByRole('dialog', { name: 'Member centre' }));
    expect(await centre.findByRole('heading', { name: 'Payout accounts' })).toBeInTheDocument();
    expect(centre.getByRole('link', { name: 'My account' })).toHaveAttribute('aria-current', 'page');
  });

  it('sets the payment password by the rule, adds an e-wallet shown masked, and removes it with the password', async () => {
    const user = userEvent.setup();
    const centre = await openPage();
    expect(await centre.findByText('Set a payment password first to add a payout account.')).toBeInTheDocument();
    expect(await summary(centre)).toEqual({ level: 'Security level: 2 of 5', rows: '2 of 5' });
    expect(row(centre, 'Payment password')).toHaveTextContent('Not yet: No payment password');
    expect(row(centre, 'Payout account')).toHaveTextContent('Not yet: 0 payout accounts');

    const setForm = centre.getByRole('form', { name: 'Set payment password' });
    // six digits: the number pad, and no seventh digit
    for (const field of [/^New payment password/, /^Confirm payment password/])
      expect(within(setForm).getByLabelText(field)).toMatchObject({ inputMode: 'numeric', maxLength: 6 });
    await user.type(within(setForm).getByLabelText(/^New payment password/), '123456');
    await user.type(within(setForm).getByLabelText(/^Confirm payment password/), '123456');
    await user.click(within(setForm).getByRole('button', { name: 'Set payment password' }));
    expect(await within(setForm).findByText('Do not use a straight run of digits such as 123456.')).toBeInTheDocument();
    expect(posted).toEqual([]);

    await user.clear(within(setForm).getByLabelText(/^New payment password/));
    await user.type(within(setForm).getByLabelText(/^New payment password/), '246810');
    await user.clear(within(setForm).getByLabelText(/^Confirm payment password/));
    await user.type(within(setForm).getByLabelText(/^Confirm payment password/), '246810');
    await user.click(within(setForm).getByRole('button', { name: 'Set payment password' }));
    expect(await centre.findByText('Your payment password is set.')).toHaveAttribute('role', 'status');
    expect(posted).toEqual([{ path: 'set', body: { newPassword: '246810', confirmNewPassword: '246810' } }]);
    // the summary above follows without a reload
    await waitFor(() => expect(row(centre, 'Payment password')).toHaveTextContent('On: Payment password set'));
    expect(await summary(centre)).toEqual({ level: 'Security level: 3 of 5', rows: '3 of 5' });

    const add = await centre.findByRole('form', { name: 'Add a payout account' });
    await user.selectOptions(within(add).getByRole('combobox', { name: /^Bank or e-wallet/ }), 'GCASH');
    await user.type(within(add).getByRole('textbox', { name: /^Account number/ }), '0917123');
    await user.type(within(add).getByRole('textbox', { name: /^Account holder name/ }), 'Juan Dela Cruz');
    await user.type(within(add).getByLabelText(/^Payment password/), '246810');
    await user.click(within(add).getByRole('button', { name: 'Add account' }));
    expect(within(add).getByRole('textbox', { name: /^Account number/ })).toHaveAccessibleDescription(/11 digits\./);
    await waitFor(() =>
      expect(within(add).getByRole('textbox', { name: /^Account number/ })).toHaveAttribute('aria-invalid', 'true'),
    );
    await user.type(within(add).getByRole('textbox', { name: /^Account number/ }), '4567');
    await user.click(within(add).getByRole('button', { name: 'Add account' }));

    const saved = await centre.findByRole('list', { name: 'Your payout accounts' });
    expect(within(saved).getByRole('listitem')).toHaveTextContent('•••• 4567');
    expect(saved).not.toHaveTextContent('09171234567');
    await waitFor(() => expect(row(centre, 'Payout account')).toHaveTextContent('On: 1 payout account'));
    expect(await summary(centre)).toEqual({ level: 'Security level: 4 of 5', rows: '4 of 5' });
    expect(posted.at(-1)).toEqual({
      path: 'add',
      body: {
        type: 'ewallet',
        provider: 'GCASH',
        accountNumber: '09171234567',
        holderName: 'Juan Dela Cruz',
        paymentPassword: '246810',
      },
    });

    await user.click(within(saved).getByRole('button', { name: 'Remove GCash •••• 4567' }));
    const remove = centre.getByRole('form', { name: 'Remove GCash •••• 4567' });
    await user.type(within(remove).getByLabelText(/^Payment password/), '135790');
    await user.click(within(remove).getByRole('button', { name: 'Remove account' }));
    expect(await within(remove).findByText('The payment password is not correct.')).toBeInTheDocument();
    await user.clear(within(remove).getByLabelText(/^Payment password/));
    await user.type(within(remove).getByLabelText(/^Payment password/), '246810');
    await user.click(within(remove).getByRole('button', { name: 'Remove account' }));
    await waitFor(() => expect(centre.queryByRole('list', { name: 'Your payout accounts' })).not.toBeInTheDocument());
    expect(centre.getByText('No payout account yet.')).toBeInTheDocument();
    await waitFor(() => expect(row(centre, 'Payout account')).toHaveTextContent('Not yet: 0 payout accounts'));
    expect(await summary(centre)).toEqual({ level: 'Security level: 3 of 5', rows: '3 of 5' });
  });

  it('shows the lock with its end time', async () => {
    status = { isSet: true, lockedUntil: '2030-05-06T07:08:09Z', hasMobile: true };
    const centre = await openPage();
    expect(centre.getByRole('alert')).toHaveTextContent(/locked until 2030-05-06/);
    expect(centre.getByRole('button', { name: 'Forgot it?' })).toHaveAttribute('aria-pressed', 'false');
  });
});
