import { lazy } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ContractView, SalaryContract } from '@tala/contract/agent';
import { endSession, startSession } from '../../../shared/state/session.ts';
import { renderWithProviders } from '../../../shared/testing/render-with-providers.tsx';
import { setCentrePages } from '../../../shared/ui/centre/centre.ts';
import { ContractPage } from './contract-page.tsx';
import { TransferForm } from './transfer-form.tsx';

type Answer = { value: unknown } | { code: string; field?: string; status: number };

/** Stubs fetch with envelope answers per path (a refusal carries its field, as the server's does). */
function stubFetch(routes: Record<string, (body: Record<string, unknown>) => Answer>) {
  const calls: { path: string; body: Record<string, unknown> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
      calls.push({ path: url.pathname, body });
      const answer = routes[url.pathname]?.(body) ?? { code: 'NOT_FOUND', status: 404 };
      const envelope =
        'value' in answer
          ? { success: true, value: answer.value }
          : { success: false, code: answer.code, ...(answer.field ? { field: answer.field } : {}) };
      return new Response(JSON.stringify(envelope), {
        status: 'value' in answer ? 200 : answer.status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return calls;
}

const offered = (over: Partial<SalaryContract>): SalaryContract => ({
  id: 7,
  kind: 'hourlySalary',
  upline: 'agent01',
  member: 'subagent01',
  tiers: [{ minBasisMinor: 0, rateBps: 50 }],
  payPeriod: null,
  status: 'process',
  createdAt: '2026-11-20T10:00:00Z',
  startsAt: null,
  endsAt: null,
  terminationRequestedBy: null,
  ...over,
});

const view = (list: SalaryContract[]): ContractView => ({
  kind: 'hourlySalary',
  mine: null,
  offered: list,
  payments: [],
  maxRateBps: 300,
  timeZone: 'UTC',
});

beforeEach(() => startSession({ token: 't1', account: 'agent01', isAgent: 1 }));
afterEach(() => {
  endSession();
  setCentrePages('member', []);
  window.history.replaceState(null, '', '/');
});

describe('offers the agent made', () => {
  it('say that an offer waits for the downline, not for the agent', async () => {
    stubFetch({ '/wps/agent/contracts': () => ({ value: view([offered({})]) }) });
    renderWithProviders(<ContractPage kind="hourlySalary" />);
    const table = await screen.findByRole('table', { name: 'Offers you made' });
    const row = within(table).getByRole('row', { name: /subagent01/ });
    expect(within(row).getByText("Waiting for subagent01's answer")).toBeInTheDocument();
    expect(within(table).queryByText('Waiting for your answer')).not.toBeInTheDocument();
  });
});

describe('a dividend offer', () => {
  it('names each pay period short, says its days under the choice, and sends the one chosen', async () => {
    const calls = stubFetch({ '/wps/agent/contracts': () => ({ value: { ...view([]), kind: 'dividend' } }) });
    const user = userEvent.setup();
    renderWithProviders(<ContractPage kind="dividend" />);
    const form = within(await screen.findByRole('form', { name: 'Offer a dividend' }));
    const period = form.getByRole('combobox', { name: /Pay period/ });
    expect(
      within(period)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Daily', 'Weekly', 'Twice a month', 'Monthly']);
    expect(period).toHaveAccessibleDescription('Monday to Sunday');
    await user.selectOptions(period, 'Twice a month');
    expect(period).toHaveAccessibleDescription('The 1st–15th and the 16th to the end of each month');
    await user.type(form.getByRole('textbox', { name: /Agent directly below you/ }), 'subagent01');
    await user.type(form.getByRole('textbox', { name: /Rate/ }), '1');
    await user.click(form.getByRole('button', { name: 'Send the offer' }));
    await waitFor(() => expect(calls.find((c) => c.body.account)?.body).toMatchObject({ payPeriod: 'semimonthly' }));
  });
  it('lists an offer made with its pay period in a column of its own', async () => {
    const dividend = offered({
      kind: 'dividend',
      payPeriod: 'weekly',
      status: 'approved',
      tiers: [{ minBasisMinor: 0, rateBps: 2000 }],
    });
    stubFetch({ '/wps/agent/contracts': () => ({ value: { ...view([dividend]), kind: 'dividend', maxRateBps: 5000 } }) });
    renderWithProviders(<ContractPage kind="dividend" />);
    const table = await screen.findByRole('table', { name: 'Offers you made' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    const cells = within(within(table).getByRole('row', { name: /subagent01/ }))
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells[headers.indexOf('Pay period')]).toBe('Weekly (Monday to Sunday)');
    expect(cells[headers.indexOf('Tiers')]).not.toContain('Weekly');
  });
});

describe('an offer refused because of the downline named', () => {
  it('asks for the amount a tier starts from in words that read, when it is left empty', async () => {
    stubFetch({ '/wps/agent/contracts': () => ({ value: view([]) }) });
    const user = userEvent.setup();
    renderWithProviders(<ContractPage kind="hourlySalary" />);
    const form = within(await screen.findByRole('form', { name: 'Offer an hourly salary' }));
    const from = form.getAllByRole('textbox').find((box) => box.getAttribute('name') === 'tiers.0.min')!;
    await user.clear(from);
    await user.click(form.getByRole('button', { name: 'Send the offer' }));
    await waitFor(() => expect(from).toHaveAccessibleDescription('Enter an amount such as 1000 or 1000.50.'));
  });

  for (const [code, status, account, text] of [
    ['DOWNLINE_NOT_AGENT', 400, 'team_ana', 'team_ana is not an agent directly below you.'],
    ['CONTRACT_ALREADY_LIVE', 409, 'subagent01', 'subagent01 already has an hourly salary contract; end it first.'],
    ['DOWNLINE_NOT_FOUND', 404, 'xyz', 'There is no agent “xyz” directly below you.'],
  ] as const) {
    it(`${code}: says so under the downline field, naming him`, async () => {
      stubFetch({
        '/wps/agent/contracts': (body) => (body.account ? { code, field: 'account', status } : { value: view([]) }),
      });
      const user = userEvent.setup();
      renderWithProviders(<ContractPage kind="hourlySalary" />);
      const form = within(await screen.findByRole('form', { name: 'Offer an hourly salary' }));
      const field = form.getByRole('textbox', { name: /Agent directly below you/ });
      await user.type(field, account);
      await user.type(form.getByRole('textbox', { name: /Rate/ }), '0.5');
      await user.click(form.getByRole('button', { name: 'Send the offer' }));
      await waitFor(() => expect(field).toHaveAccessibleDescription(text));
      expect(field).toHaveValue(account);
    });
  }
});

describe('a transfer to a downline', () => {
  it('without a payment password says so before anything is typed, and opens the security page', async () => {
    setCentrePages('member', [
      { centre: 'member', key: 'securityCenter', component: lazy(async () => ({ default: () => null })) },
    ]);
    const calls = stubFetch({
      '/wps/payout/password/status': () => ({ value: { isSet: false, lockedUntil: null, hasMobile: true } }),
    });
    const user = userEvent.setup();
    renderWithProviders(<TransferForm memberId={11} account="team_ana" />);
    expect(await screen.findByRole('heading', { name: 'Set a payment password first' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Transfer to team_ana' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Set a payment password' }));
    expect(new URLSearchParams(window.location.search).get('mc')).toBe('securityCenter');
    expect(calls.map((c) => c.path)).not.toContain('/wps/agent/transfer');
  });

  it('with a payment password shows the form', async () => {
    stubFetch({ '/wps/payout/password/status': () => ({ value: { isSet: true, lockedUntil: null, hasMobile: true } }) });
    renderWithProviders(<TransferForm memberId={11} account="team_ana" />);
    const form = await screen.findByRole('form', { name: 'Transfer to team_ana' });
    expect(within(form).getByLabelText('Payment password')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Set a payment password first' })).not.toBeInTheDocument();
  });

  it('drops the last refusal when the agent tries again, so only the current reason shows', async () => {
    stubFetch({
      '/wps/payout/password/status': () => ({ value: { isSet: true, lockedUntil: null, hasMobile: true } }),
      '/wps/agent/transfer': () => ({ code: 'INSUFFICIENT_BALANCE', status: 400 }),
    });
    const user = userEvent.setup();
    renderWithProviders(<TransferForm memberId={11} account="team_ana" />);
    const form = within(await screen.findByRole('form', { name: 'Transfer to team_ana' }));
    await user.type(form.getByLabelText('Amount'), '100000');
    await user.type(form.getByLabelText('Payment password'), '246810');
    await user.click(form.getByRole('button', { name: 'Transfer' }));
    const refusal = (await form.findByRole('alert')).textContent;
    await user.clear(form.getByLabelText('Amount'));
    await user.type(form.getByLabelText('Amount'), '1.234');
    await user.click(form.getByRole('button', { name: 'Transfer' }));
    await waitFor(() =>
      expect(form.getAllByRole('alert').map((a) => a.textContent)).toEqual(['Enter an amount such as 100 or 100.50.']),
    );
    expect(refusal).not.toBe('Enter an amount such as 100 or 100.50.');
  });
});
