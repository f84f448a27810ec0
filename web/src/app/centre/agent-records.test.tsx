import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CreditReport, DownlineMember, IncomePage, TeamTransaction, TeamTransactionPage } from '@tala/contract/agent';
import { zoneFields } from '../../shared/lib/format.ts';
import { endSession, startSession } from '../../shared/state/session.ts';
import { mockServer, refusal, type MockServer } from '../testing/mock-server.ts';
import { renderApp } from '../testing/render-app.tsx';
import { resetUiStore } from '../testing/reset.ts';

const line = (over: Partial<TeamTransaction>): TeamTransaction => ({
  id: 1,
  account: 'team_ana',
  type: 'deposit',
  wallet: 'MAIN',
  amountMinor: 50_000,
  balanceAfterMinor: 50_000,
  ref: null,
  createdAt: '2026-11-25T08:00:00Z',
  ...over,
});
const lines = [
  line({ id: 3, account: 'team_ben', type: 'bet', amountMinor: -1_200, balanceAfterMinor: 18_800 }),
  line({ id: 2, account: 'team_ana', type: 'win', amountMinor: 2_500, balanceAfterMinor: 52_500 }),
  line({ id: 1 }),
];

const teamMember = (id: number, account: string): DownlineMember => ({
  id,
  account,
  nickname: account,
  isAgent: 0,
  level: 1,
  upline: 'agent01',
  status: 'active',
  balanceMinor: 0,
  teamSize: 0,
  lastLoginAt: null,
  createdAt: '2026-11-20T10:00:00Z',
  rebateBps: 0,
});
const team = [teamMember(11, 'team_ana'), teamMember(12, 'team_ben'), teamMember(13, 'anabel77')];

let server: MockServer;
let asked: URLSearchParams[];
let searched: string[];

beforeEach(() => {
  resetUiStore();
  endSession();
  asked = [];
  searched = [];
  server = mockServer({
    routes: {
      '/wps/agent/downline': (url) => {
        const search = url.searchParams.get('search') ?? '';
        searched.push(search);
        const list = team.filter((m) => m.account.includes(search));
        return { list, total: list.length, totalPages: 1 };
      },
      '/wps/agent/team/transactions': (url): TeamTransactionPage | ReturnType<typeof refusal> => {
        asked.push(url.searchParams);
        const account = url.searchParams.get('account');
        const type = url.searchParams.get('type');
        if (account === 'stranger') return refusal('NOT_FOUND', 404, 'account');
        const list = lines.filter((l) => (!account || l.account === account) && (!type || l.type === type));
        return { list, total: list.length, totalPages: 1 };
      },
      '/wps/agent/income': (url): IncomePage => {
        const kind = url.searchParams.get('kind');
        const all: IncomePage['list'] = [
          {
            id: 9,
            kind: 'wage',
            source: 'agent.dailySalary',
            amountMinor: 2_000,
            period: '2026-11-24',
            createdAt: '2026-11-25T00:05:00Z',
          },
          {
            id: 8,
            kind: 'commission',
            source: 'agent.commission',
            amountMinor: 700,
            period: null,
            createdAt: '2026-11-20T00:05:00Z',
          },
        ];
        const list = all.filter((l) => !kind || l.kind === kind);
        return { list, total: list.length, totalPages: 1, totals: { commissionMinor: 700, wageMinor: 2_000, dividendMinor: 0 } };
      },
      '/wps/agent/team/credit': (url): CreditReport | ReturnType<typeof refusal> => {
        asked.push(url.searchParams);
        const account = url.searchParams.get('account');
        if (account === 'stranger') return refusal('NOT_FOUND', 404, 'account');
        const all: CreditReport['list'] = [
          {
            memberId: 11,
            account: 'team_ana',
            sentMinor: 150_000,
            returnedMinor: 30_000,
            netMinor: 120_000,
            transfers: 3,
            lastAt: '2026-11-25T09:00:00Z',
          },
          {
            memberId: 12,
            account: 'team_ben',
            sentMinor: 20_000,
            returnedMinor: 0,
            netMinor: 20_000,
            transfers: 1,
            lastAt: '2026-11-24T09:00:00Z',
          },
        ];
        const list = all.filter((l) => !account || l.account === account);
        const sum = (k: 'sentMinor' | 'returnedMinor' | 'netMinor') => list.reduce((n, l) => n + l[k], 0);
        return {
          list,
          total: list.length,
          totalPages: 1,
          totals: { sentMinor: sum('sentMinor'), returnedMinor: sum('returnedMinor'), netMinor: sum('netMinor') },
        };
      },
      '/wps/agent/team/bets': () => ({
        list: [
          {
            id: 'G2',
            source: 'game',
            account: 'team_ben',
            gameName: 'Lucky Reels',
            round: '2',
            stakeMinor: 500,
            payoutMinor: 0,
            status: 'open',
            createdAt: '2026-11-25T09:00:00Z',
          },
          {
            id: 'L1',
            source: 'lottery',
            account: 'team_ana',
            gameName: 'SEA 5D',
            round: '20261125-100',
            stakeMinor: 1_000,
            payoutMinor: 1_900,
            status: 'won',
            createdAt: '2026-11-25T08:00:00Z',
          },
        ],
        total: 2,
        totalPages: 1,
        stakeMinor: 1_500,
        payoutMinor: 1_900,
        validCount: 1,
        validStakeMinor: 1_000,
      }),
      '/wps/agent/announcements': () => ({
        list: [
          {
            id: 2,
            title: 'Daily wages are paid every morning',
            content: 'Approved contracts are settled daily.',
            createdAt: '2026-11-24T02:00:00Z',
          },
          { id: 1, title: 'Welcome to the agent centre', content: 'Share your link.', createdAt: '2026-11-22T02:00:00Z' },
        ],
      }),
    },
  });
  startSession({ token: 'tok', account: 'agent01', isAgent: 1 });
});

const agentCentre = async () => within(await screen.findByRole('dialog', { name: 'Agent centre' }));

describe('agent centre records', () => {
  it('account details: the team’s transactions, narrowed to one member and a type, and a stranger refused', async () => {
    const user = userEvent.setup();
    renderApp('/?ac=agentDownlineTransactionDetailsCopy');
    const centre = await agentCentre();
    const table = within(await centre.findByRole('table', { name: 'Team transactions, newest first' }));
    expect(table.getAllByRole('row')).toHaveLength(4);
    expect(table.getByRole('row', { name: /team_ben/ })).toHaveTextContent('-$12.00');
    expect(centre.getByText('3 transactions')).toBeInTheDocument();

    await user.type(centre.getByRole('searchbox', { name: 'Member' }), 'team_ana');
    await user.click(centre.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(centre.getByText('2 transactions')).toBeInTheDocument());
    expect(asked.at(-1)!.get('account')).toBe('team_ana');
    await user.selectOptions(centre.getByRole('combobox', { name: 'Type' }), 'win');
    await waitFor(() => expect(centre.getByText('1 transaction')).toBeInTheDocument());
    expect(asked.at(-1)!.get('type')).toBe('win');
    expect(centre.getByRole('table').querySelectorAll('tbody tr')).toHaveLength(1);

    await user.clear(centre.getByRole('searchbox', { name: 'Member' }));
    await user.type(centre.getByRole('searchbox', { name: 'Member' }), 'stranger');
    await user.click(centre.getByRole('button', { name: 'Apply' }));
    expect(await centre.findByText('There is no member “stranger” in your team.')).toBeInTheDocument();
  });

  it('suggests the team’s accounts that contain what the agent types, and only once he pauses', async () => {
    const user = userEvent.setup();
    renderApp('/?ac=agentDownlineTransactionDetailsCopy');
    const centre = await agentCentre();
    await centre.findByRole('table', { name: 'Team transactions, newest first' });
    const field = centre.getByRole('searchbox', { name: 'Member' }) as HTMLInputElement;
    expect(field.list).toBeNull();
    await user.type(field, 'ana');
    await waitFor(() => expect([...(field.list?.options ?? [])].map((o) => o.value)).toEqual(['team_ana', 'anabel77']));
    // one lookup for the whole word, none for a single letter
    expect(searched).toEqual(['ana']);

    await user.clear(field);
    await user.type(field, 'team_ana');
    // the exact account typed in full is not suggested to itself
    await waitFor(() => expect(searched.at(-1)).toBe('team_ana'));
    await waitFor(() => expect(field.list).toBeNull());
  });

  it('team betting: every bet placed, and beside it the valid ones the overview counts, with why they differ', async () => {
    renderApp('/?ac=personalHistoryCopy');
    const centre = await agentCentre();
    const table = within(await centre.findByRole('table', { name: 'Team bets, newest first' }));
    expect(table.getByRole('row', { name: /team_ben/ })).toHaveTextContent('Waiting for the result');
    expect(table.getByRole('row', { name: /team_ana/ })).toHaveTextContent('$10.00$9.00');
    expect(centre.getByText(/2 bets, \$15\.00 staked, \$19\.00 paid out/)).toHaveTextContent('1 valid bet (settled), $10.00');
    expect(centre.getByText(/are not valid bets/)).toBeInTheDocument();
  });

  it('counts the brand’s days and names its clock when the device keeps another', async () => {
    // a zone this machine is not in, whatever zone the test runs in
    const brandZone = new Date().getTimezoneOffset() === -840 ? 'UTC' : 'Pacific/Kiritimati';
    server.siteConfig.timeZone = brandZone;
    const user = userEvent.setup();
    renderApp('/?ac=agentDownlineTransactionDetailsCopy');
    const centre = await agentCentre();
    await centre.findByRole('table', { name: 'Team transactions, newest first' });
    const zone = brandZone === 'UTC' ? 'UTC' : 'GMT+14';
    expect(centre.getByText(`Days and times follow the site's clock (${zone}), the clock you are paid by.`)).toBeInTheDocument();
    // 08:00 UTC, as the brand's clock reads it
    const at = brandZone === 'UTC' ? '2026-11-25 08:00:00' : '2026-11-25 22:00:00';
    expect(centre.getAllByRole('row', { name: new RegExp(at) })).toHaveLength(3);
    const inBrandZone = (iso: string) => zoneFields(new Date(iso), brandZone);
    const today = { from: asked.at(-1)!.get('from')!, to: asked.at(-1)!.get('to')! };
    expect(inBrandZone(today.from)).toMatchObject({ hour: '00', minute: '00' });
    expect(inBrandZone(today.from).day).toBe(zoneFields(new Date(), brandZone).day);
    expect(Date.parse(today.to) - Date.parse(today.from)).toBe(86_400_000);

    await user.click(centre.getByRole('radio', { name: 'This month' }));
    await waitFor(() => expect(inBrandZone(asked.at(-1)!.get('from')!)).toMatchObject({ day: '01', hour: '00', minute: '00' }));
  });

  it('names no clock when the device keeps the brand’s', async () => {
    server.siteConfig.timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    renderApp('/?ac=agentDownlineTransactionDetailsCopy');
    const centre = await agentCentre();
    await centre.findByRole('table', { name: 'Team transactions, newest first' });
    expect(centre.queryByText(/site's clock/)).not.toBeInTheDocument();
  });

  it('credit report: sent, returned and net per member with the totals, narrowed to one member, opened from the menu', async () => {
    const user = userEvent.setup();
    renderApp('/?ac=agentTeamOverview');
    const centre = await agentCentre();
    await user.click(await centre.findByRole('link', { name: 'Credit report' }));
    const table = within(await centre.findByRole('table', { name: 'Credit per team member, largest net first' }));
    const ana = table.getByRole('row', { name: /team_ana/ });
    expect(
      within(ana)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['$1,500.00', '$300.00', '$1,200.00', '3', expect.stringMatching(/^2026-11-25/)]);
    expect(table.getByRole('row', { name: /Total/ })).toHaveTextContent('$1,400.00');
    expect(asked.at(-1)!.get('from')).toBeTruthy();

    await user.type(centre.getByRole('searchbox', { name: 'Member' }), 'team_ben');
    await user.click(centre.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(centre.getByText('1 member')).toBeInTheDocument());
    expect(asked.at(-1)!.get('account')).toBe('team_ben');
    await user.clear(centre.getByRole('searchbox', { name: 'Member' }));
    await user.type(centre.getByRole('searchbox', { name: 'Member' }), 'stranger');
    await user.click(centre.getByRole('button', { name: 'Apply' }));
    expect(await centre.findByText('There is no member “stranger” in your team.')).toBeInTheDocument();
  });

  it('my income: the totals per kind and each payment, narrowed to a kind', async () => {
    const user = userEvent.setup();
    renderApp('/?ac=agentRevenueReport');
    const centre = await agentCentre();
    const totals = within(await centre.findByRole('region', { name: 'Income in this period' }));
    expect(totals.getByText('Wages').nextElementSibling).toHaveTextContent('20.00');
    expect(totals.getByText('Commission').nextElementSibling).toHaveTextContent('7.00');
    const table = within(centre.getByRole('table', { name: 'Payments to you, newest first' }));
    expect(table.getByRole('row', { name: /2026-11-24/ })).toHaveTextContent('Wages');
    await user.click(centre.getByRole('radio', { name: 'Commission' }));
    await waitFor(() => expect(table.queryByRole('row', { name: /2026-11-24/ })).not.toBeInTheDocument());
    expect(server.calls.filter((c) => c === '/wps/agent/income').length).toBeGreaterThan(1);
  });

  it('announcements: the operator’s notices for agents, newest first', async () => {
    renderApp('/?ac=agentAnnouncement');
    const centre = await agentCentre();
    const list = within(await centre.findByRole('list', { name: 'Announcements for agents' }));
    expect(list.getAllByRole('heading').map((h) => h.textContent)).toEqual([
      'Daily wages are paid every morning',
      'Welcome to the agent centre',
    ]);
  });
});
