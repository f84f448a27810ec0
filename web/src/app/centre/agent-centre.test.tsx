import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type {
  ContractKind,
  ContractView,
  DownlineDetail,
  DownlineMember,
  MemberProfitPage,
  TeamFigures,
  TeamOverview,
} from '@tala/contract/agent';
import { decryptPayload, generatePayloadKeyPair, importPrivateKey, isEncryptedBody } from '@tala/contract/payload-crypto';
import { endSession, startSession } from '../../shared/state/session.ts';
import { mockServer, refusal, type MockServer } from '../testing/mock-server.ts';
import { renderApp } from '../testing/render-app.tsx';
import { resetUiStore } from '../testing/reset.ts';

let keys: { publicKey: string; privateKey: CryptoKey };
beforeAll(async () => {
  const pair = await generatePayloadKeyPair();
  keys = { publicKey: pair.publicKey, privateKey: await importPrivateKey(pair.privateKey) };
});

const figures = (over: Partial<TeamFigures> = {}): TeamFigures => ({
  newMembers: 0,
  activePlayers: 0,
  depositsMinor: 0,
  withdrawalsMinor: 0,
  validBetMinor: 0,
  profitLossMinor: 0,
  ...over,
});
const overview: TeamOverview = {
  teamSize: 5,
  directMembers: 3,
  subAgents: 1,
  today: figures({ newMembers: 2, activePlayers: 3, depositsMinor: 150_000, validBetMinor: 42_000, profitLossMinor: -7_500 }),
  yesterday: figures({ validBetMinor: 1_000, profitLossMinor: 2_500 }),
  month: figures({ validBetMinor: 43_000 }),
  days: Array.from({ length: 14 }, (_, i) => ({
    date: `2026-11-${String(12 + i).padStart(2, '0')}`,
    validBetMinor: i * 100,
    profitLossMinor: i % 2 ? -50 : 80,
  })),
};
const member = (over: Partial<DownlineMember>): DownlineMember => ({
  id: 11,
  account: 'team_ana',
  nickname: 'team_ana',
  isAgent: 0,
  level: 1,
  upline: 'agent01',
  status: 'active',
  balanceMinor: 38_000,
  teamSize: 0,
  lastLoginAt: null,
  createdAt: '2026-11-20T10:00:00Z',
  rebateBps: 50,
  ...over,
});

let server: MockServer;
let views: Record<ContractKind, ContractView>;
let higherBelow: boolean;
let members: DownlineMember[];
let posted: { path: string; body: Record<string, unknown> }[];

const detailOf = (m: DownlineMember): DownlineDetail => ({
  ...m,
  mustChangePassword: false,
  month: figures({ validBetMinor: 9_000 }),
  maxRebateBps: 200,
});

beforeEach(() => {
  resetUiStore();
  endSession();
  posted = [];
  higherBelow = false;
  members = [member({}), member({ id: 12, account: 'subagent01', isAgent: 2, teamSize: 1 })];
  const empty = (kind: ContractKind): ContractView => ({
    kind,
    mine: null,
    offered: [],
    payments: [],
    maxRateBps: 300,
    timeZone: 'UTC',
  });
  views = {
    dailySalary: {
      kind: 'dailySalary',
      mine: {
        id: 7,
        kind: 'dailySalary',
        upline: 'boss01',
        member: 'agent01',
        tiers: [{ minBasisMinor: 0, rateBps: 150 }],
        payPeriod: null,
        status: 'process',
        createdAt: '2026-11-24T08:00:00Z',
        startsAt: null,
        endsAt: null,
        terminationRequestedBy: null,
      },
      offered: [],
      payments: [
        {
          id: 1,
          contractId: 3,
          member: 'subagent01',
          periodStart: '2026-11-24T00:00:00Z',
          periodEnd: '2026-11-25T00:00:00Z',
          validBetMinor: 200_000,
          basisMinor: 200_000,
          rateBps: 100,
          amountMinor: 2_000,
        },
      ],
      maxRateBps: 300,
      timeZone: 'UTC',
    },
    hourlySalary: empty('hourlySalary'),
    realtimeSalary: empty('realtimeSalary'),
    dividend: {
      ...empty('dividend'),
      maxRateBps: 5_000,
      payments: [
        {
          id: 2,
          contractId: 4,
          member: 'subagent01',
          periodStart: '2026-11-16T00:00:00Z',
          periodEnd: '2026-11-23T00:00:00Z',
          validBetMinor: 900_000,
          basisMinor: 120_000,
          rateBps: 2_000,
          amountMinor: 24_000,
        },
      ],
    },
  };
  server = mockServer({
    routes: {
      '/wps/agent/contracts': (url, raw) => {
        if (raw === undefined) return views[url.searchParams.get('kind') as ContractKind];
        const body = raw as { kind: ContractKind; account: string; tiers: ContractView['offered'][number]['tiers'] };
        posted.push({ path: 'offer', body });
        const view = views[body.kind];
        views[body.kind] = {
          ...view,
          offered: [
            {
              id: 9,
              kind: body.kind,
              upline: 'agent01',
              member: body.account,
              tiers: body.tiers,
              payPeriod: null,
              status: 'process',
              createdAt: '2026-11-25T09:00:00Z',
              startsAt: null,
              endsAt: null,
              terminationRequestedBy: null,
            },
          ],
        };
        return views[body.kind];
      },
      '/wps/agent/contracts/respond': (_url, raw) => {
        const body = raw as { contractId: number; accept: boolean; proceed?: boolean };
        posted.push({ path: 'respond', body });
        if (body.accept && higherBelow && !body.proceed)
          return refusal('HIGHER_RATE_DOWNLINE', 409, 'contractId', { members: ['subagent01'] });
        const daily = views.dailySalary;
        views.dailySalary = {
          ...daily,
          mine: { ...daily.mine!, status: body.accept ? 'approved' : 'rejected', startsAt: '2026-11-26T00:00:00Z' },
        };
        return views.dailySalary;
      },
      '/wps/agent/contracts/terminate': (_url, raw) => {
        const body = raw as { contractId: number; answer?: string };
        posted.push({ path: 'terminate', body });
        const daily = views.dailySalary;
        views.dailySalary = {
          ...daily,
          mine: body.answer
            ? { ...daily.mine!, status: 'terminated', endsAt: '2026-11-27T00:00:00Z' }
            : { ...daily.mine!, terminationRequestedBy: 'agent01' },
        };
        return views.dailySalary;
      },
      '/wps/session/publicKey': () => ({ kid: 'k1', publicKey: keys.publicKey, algorithm: 'RSA-OAEP-256+A256GCM' }),
      '/wps/agent/team/overview': () => overview,
      '/wps/agent/downline': async (url, raw) => {
        if (raw !== undefined) {
          const body = (isEncryptedBody(raw) ? await decryptPayload(keys.privateKey, raw) : raw) as Record<string, unknown>;
          posted.push({ path: 'create', body });
          if (body.username === 'taken01') return refusal('USERNAME_TAKEN', 409, 'username');
          const created = member({ id: 20, account: String(body.username), nickname: String(body.username) });
          members = [created, ...members];
          return created;
        }
        const uplineId = url.searchParams.get('uplineId');
        const search = url.searchParams.get('search');
        const list = search
          ? members.filter((m) => m.account.includes(search))
          : uplineId === '12'
            ? [member({ id: 13, account: 'team_cai', level: 2, upline: 'subagent01' })]
            : members;
        return { list, total: list.length, totalPages: 1 };
      },
      '/wps/agent/transfer': async (_url, raw) => {
        const body = (isEncryptedBody(raw) ? await decryptPayload(keys.privateKey, raw) : raw) as Record<string, unknown>;
        posted.push({ path: isEncryptedBody(raw) ? 'transfer (encrypted)' : 'transfer', body });
        if (body.paymentPassword !== '482915') return refusal('PAYMENT_PASSWORD_WRONG', 400, 'paymentPassword');
        return {
          requestId: body.requestId,
          memberId: body.memberId,
          account: 'team_ana',
          amountMinor: body.amountMinor,
          balanceAfterMinor: 100_000,
          replayed: false,
        };
      },
      '/wps/agent/downline/detail': (url) => detailOf(members.find((m) => m.id === Number(url.searchParams.get('memberId')))!),
      '/wps/agent/downline/status': (_url, raw) => {
        const body = raw as { memberId: number; status: 'active' | 'locked' };
        posted.push({ path: 'status', body });
        members = members.map((m) => (m.id === body.memberId ? { ...m, status: body.status } : m));
        return detailOf(members.find((m) => m.id === body.memberId)!);
      },
      '/wps/agent/downline/rebate': (_url, raw) => {
        const body = raw as { memberId: number; rebateBps: number };
        posted.push({ path: 'rebate', body });
        if (body.rebateBps > 200) return refusal('RATE_ABOVE_OWN', 400, 'rebateBps');
        members = members.map((m) => (m.id === body.memberId ? { ...m, rebateBps: body.rebateBps } : m));
        return detailOf(members.find((m) => m.id === body.memberId)!);
      },
      '/wps/agent/team/profit': (url): MemberProfitPage | ReturnType<typeof refusal> =>
        url.searchParams.get('account') === 'stranger'
          ? refusal('NOT_FOUND', 404, 'account')
          : {
              list: [
                {
                  memberId: 11,
                  account: 'team_ana',
                  betCount: 4,
                  validBetMinor: 4_000,
                  payoutMinor: 2_500,
                  profitLossMinor: -1_500,
                  depositsMinor: 50_000,
                  withdrawalsMinor: 12_000,
                },
              ],
              total: 1,
              totalPages: 1,
              totals: {
                betCount: 4,
                validBetMinor: 4_000,
                payoutMinor: 2_500,
                profitLossMinor: -1_500,
                depositsMinor: 50_000,
                withdrawalsMinor: 12_000,
              },
            },
    },
  });
  // every contract kind on unless a test turns it off
  server.permission.info.whitelabel = {
    AGENTCONTRACT3: '1',
    AGENTSALARY3: '1',
    AGENTHOURSALARY3: '1',
    AGENTREALTIMESALARY3: '1',
  };
  startSession({ token: 'tok', account: 'agent01', isAgent: 1 });
});

const agentCentre = async () => within(await screen.findByRole('dialog', { name: 'Agent centre' }));

describe('agent centre', () => {
  it('opens on the team overview from the account menu, with the team’s figures and a chart', async () => {
    const user = userEvent.setup();
    // the brand's switches: dividends, daily and hourly wages on, real-time salary off (absent)
    server.permission.info.whitelabel = {
      AGENTCONTRACT3: '1',
      AGENTSALARY3: '1',
      AGENTHOURSALARY3: '1',
      AGENTREALTIMESALARY3: '0',
    };
    renderApp('/');
    await user.click(await screen.findByRole('button', { name: /agent01/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Agent' }));
    const centre = await agentCentre();
    const menu = within(centre.getByRole('navigation', { name: 'Agent centre menu' }));
    expect(menu.getAllByRole('link').map((l) => l.textContent)).toEqual([
      'Announcements',
      'Team overview',
      'Register account',
      'Team management',
      'Team betting',
      'Member profit and loss',
      'My income',
      'Account details',
      'Credit report',
      'Dividends',
      'Daily wages',
      'Hourly salary',
    ]);
    expect(menu.getByRole('link', { name: 'Team overview' })).toHaveAttribute('aria-current', 'page');
    const size = await centre.findByText('Team members');
    expect(size.nextElementSibling).toHaveTextContent('5');
    const team = within(centre.getByRole('region', { name: 'Team figures' }));
    expect(team.getByText('Valid bets').nextElementSibling).toHaveTextContent('420.00');
    expect(team.getByText('Profit and loss').nextElementSibling).toHaveTextContent('-$75.00');
    await user.click(team.getByRole('radio', { name: 'Yesterday' }));
    expect(team.getByText('Valid bets').nextElementSibling).toHaveTextContent('10.00');
    expect(centre.getByRole('img', { name: /Valid bets per day from 2026-11-12 to 2026-11-25/ })).toBeInTheDocument();
  });

  it('registers a downline with an initial password, sent encrypted, and refuses a taken name under the field', async () => {
    const user = userEvent.setup();
    renderApp('/?ac=registerCenter');
    const centre = await agentCentre();
    const form = within(await centre.findByRole('form', { name: 'Register a team member' }));
    await user.type(form.getByRole('textbox', { name: /^Username/ }), 'taken01');
    await user.type(form.getByLabelText(/^Initial password/), 'Start1234');
    await user.type(form.getByLabelText(/^Confirm initial password/), 'Start1234');
    await user.click(form.getByRole('button', { name: 'Create account' }));
    expect(await form.findByText('This username is already registered.')).toBeInTheDocument();

    await user.clear(form.getByRole('textbox', { name: /^Username/ }));
    await user.type(form.getByRole('textbox', { name: /^Username/ }), 'newteam01');
    await user.click(form.getByRole('button', { name: 'Create account' }));
    expect(await centre.findByRole('status')).toHaveTextContent('newteam01 is registered in your team');
    expect(posted.at(-1)).toEqual({
      path: 'create',
      body: { username: 'newteam01', password: 'Start1234', confirmPassword: 'Start1234' },
    });

    await user.click(centre.getByRole('button', { name: 'Open team management' }));
    expect(await centre.findByRole('button', { name: 'Details of newteam01' })).toBeInTheDocument();
  });

  it('manages the team: a member’s details, lock, and a sub-agent’s own team', async () => {
    const user = userEvent.setup();
    renderApp('/?ac=downlineManagmentView');
    const centre = await agentCentre();
    const table = within(await centre.findByRole('table', { name: 'Team members, newest first' }));
    expect(table.getAllByRole('row')).toHaveLength(3);
    // a search that finds no one says so, not that the team is empty
    await user.type(centre.getByRole('searchbox', { name: 'Search your team by username' }), 'zzz');
    await user.click(centre.getByRole('button', { name: 'Search' }));
    expect(await centre.findByText('No member’s name contains “zzz”.')).toBeInTheDocument();
    await user.clear(centre.getByRole('searchbox', { name: 'Search your team by username' }));
    await user.click(centre.getByRole('button', { name: 'Search' }));
    const again = within(await centre.findByRole('table', { name: 'Team members, newest first' }));
    await user.click(await again.findByRole('button', { name: 'Details of team_ana' }));
    expect(await centre.findByRole('heading', { name: 'team_ana' })).toHaveFocus();
    await user.click(centre.getByRole('button', { name: 'Lock account' }));
    // asked first: it signs the member out at once
    const ask = within(await screen.findByRole('dialog', { name: 'Lock team_ana?' }));
    expect(posted.filter((p) => p.path === 'status')).toEqual([]);
    await user.click(ask.getByRole('button', { name: 'Lock account' }));
    expect(await centre.findByRole('status')).toHaveTextContent('team_ana is locked and signed out.');
    expect(posted).toContainEqual({ path: 'status', body: { memberId: 11, status: 'locked' } });
    expect(centre.getByRole('button', { name: 'Unlock account' })).toBeInTheDocument();

    await user.click(centre.getByRole('button', { name: 'Back to the list' }));
    await user.click(await centre.findByRole('button', { name: 'Details of subagent01' }));
    await user.click(await centre.findByRole('button', { name: 'See his team (1 member)' }));
    expect(await centre.findByRole('button', { name: 'Details of team_cai' })).toBeInTheDocument();
    expect(centre.getByText('Team of subagent01')).toHaveAttribute('aria-current', 'page');
  });

  it('sets a direct member’s rebate within the agent’s own, after a confirmation, and shows it in the list', async () => {
    const user = userEvent.setup();
    renderApp('/?ac=downlineManagmentView');
    const centre = await agentCentre();
    const table = within(await centre.findByRole('table', { name: 'Team members, newest first' }));
    expect(table.getByRole('row', { name: /team_ana/ })).toHaveTextContent('0.50%');
    await user.click(table.getByRole('button', { name: 'Details of subagent01' }));
    const form = within(await centre.findByRole('form', { name: 'Rebate of subagent01' }));
    const rate = form.getByRole('textbox', { name: /^Rebate \(%\)/ });
    expect(rate).toHaveValue('0.50');
    await user.clear(rate);
    await user.type(rate, '2.5');
    await user.click(form.getByRole('button', { name: 'Save rebate' }));
    expect(await form.findByText('At most your own rebate, 2.00%.')).toBeInTheDocument();
    expect(posted.some((p) => p.path === 'rebate')).toBe(false);

    await user.clear(rate);
    await user.type(rate, '0.25');
    await user.click(form.getByRole('button', { name: 'Save rebate' }));
    const ask = within(await screen.findByRole('dialog', { name: 'Change the rebate?' }));
    // a sub-agent's lower rebate lowers his team's too: the confirmation says so
    expect(ask.getByText(/lowered to 0.25%/)).toBeInTheDocument();
    await user.click(ask.getByRole('button', { name: 'Save rebate' }));
    expect(await centre.findByText('The rebate of subagent01 is now 0.25%.')).toBeInTheDocument();
    expect(posted.at(-1)).toEqual({ path: 'rebate', body: { memberId: 12, rebateBps: 25 } });
    await user.click(centre.getByRole('button', { name: 'Back to the list' }));
    expect(await centre.findByRole('row', { name: /subagent01/ })).toHaveTextContent('0.25%');
  });

  it('transfers to a direct member with the payment password, sent encrypted, and says when it is wrong', async () => {
    const user = userEvent.setup();
    renderApp('/?ac=downlineManagmentView');
    const centre = await agentCentre();
    await user.click(await centre.findByRole('button', { name: 'Details of team_ana' }));
    const form = within(await centre.findByRole('form', { name: 'Transfer to team_ana' }));
    await user.type(form.getByRole('textbox', { name: 'Amount' }), '25.50');
    await user.type(form.getByLabelText('Payment password'), '000000');
    await user.click(form.getByRole('button', { name: 'Transfer' }));
    expect(await form.findByRole('alert')).toHaveTextContent('The payment password is not correct.');
    const refused = posted.at(-1)!;
    await user.clear(form.getByLabelText('Payment password'));
    await user.type(form.getByLabelText('Payment password'), '482915');
    await user.click(form.getByRole('button', { name: 'Transfer' }));
    expect(await form.findByRole('status')).toHaveTextContent('$25.50 transferred to team_ana.');
    const sent = posted.at(-1)!;
    expect(sent).toEqual({
      path: 'transfer (encrypted)',
      body: {
        memberId: 11,
        amountMinor: 2_550,
        paymentPassword: '482915',
        requestId: expect.stringMatching(/^at_[0-9a-f]{32}$/),
      },
    });
    // the refused attempt moved nothing: the next one is a new request
    expect(sent.body.requestId).not.toBe(refused.body.requestId);
  });

  it('shows profit and loss per member and says when a filtered member is not in the team', async () => {
    const user = userEvent.setup();
    renderApp('/?ac=palStatementsAgentCopy');
    const centre = await agentCentre();
    const table = within(await centre.findByRole('table', { name: 'Profit and loss per member' }));
    const row = table.getByRole('row', { name: /team_ana/ });
    expect(row).toHaveTextContent('-$15.00');
    expect(row).toHaveTextContent('500.00');
    await user.type(centre.getByRole('searchbox', { name: 'Member' }), 'stranger');
    await user.click(centre.getByRole('button', { name: 'Apply' }));
    expect(await centre.findByText('There is no member “stranger” in your team.')).toBeInTheDocument();
    await waitFor(() => expect(server.calls.filter((c) => c === '/wps/agent/team/profit').length).toBeGreaterThan(1));
  });

  it('accepts the upline’s daily salary after a confirmation, and offers one with tiers within the bound', async () => {
    const user = userEvent.setup();
    renderApp('/?ac=agentDailyWages2');
    const centre = await agentCentre();
    const mine = within(await centre.findByRole('region', { name: 'My daily salary' }));
    expect(mine.getByText('Waiting for your answer')).toBeInTheDocument();
    await user.click(mine.getByRole('button', { name: 'Accept' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Accept this daily salary?' }));
    await user.click(confirm.getByRole('button', { name: 'Accept' }));
    expect(await mine.findByText('Approved')).toBeInTheDocument();
    expect(posted).toContainEqual({ path: 'respond', body: { contractId: 7, accept: true } });

    const form = within(centre.getByRole('form', { name: 'Offer a daily salary' }));
    await user.type(form.getByRole('textbox', { name: /^Agent directly below you/ }), 'subagent01');
    await user.type(form.getByRole('textbox', { name: /^Rate/ }), '3.5');
    await user.click(form.getByRole('button', { name: 'Send the offer' }));
    expect(await form.findByText('At most 3.00%.')).toBeInTheDocument();
    await user.clear(form.getByRole('textbox', { name: /^Rate/ }));
    await user.type(form.getByRole('textbox', { name: /^Rate/ }), '1');
    await user.click(form.getByRole('button', { name: 'Add a tier' }));
    const tier2 = within(form.getByRole('group', { name: 'Tier 2' }));
    await user.type(tier2.getByRole('textbox', { name: /^From team valid bets of/ }), '1000');
    await user.type(tier2.getByRole('textbox', { name: /^Rate/ }), '2.25');
    await user.click(form.getByRole('button', { name: 'Send the offer' }));
    expect(await centre.findByText('The offer was sent to subagent01. It starts once he accepts it.')).toBeInTheDocument();
    expect(posted.at(-1)).toEqual({
      path: 'offer',
      body: {
        kind: 'dailySalary',
        account: 'subagent01',
        tiers: [
          { minBasisMinor: 0, rateBps: 100 },
          { minBasisMinor: 100_000, rateBps: 225 },
        ],
      },
    });
    const payments = within(centre.getByRole('table', { name: 'Salary payments' }));
    expect(payments.getByRole('row', { name: /2026-11-24/ })).toHaveTextContent('$20.00');
  });

  it('offers a dividend with its pay period and tiers on the team loss, and shows the loss each payment was on', async () => {
    const user = userEvent.setup();
    renderApp('/?ac=agentDividendRecordCopy2');
    const centre = await agentCentre();
    expect(await centre.findByRole('region', { name: 'My dividend' })).toHaveTextContent(
      'Your upline has not offered you a dividend.',
    );
    const payments = within(centre.getByRole('table', { name: 'Dividend payments' }));
    expect(payments.getByRole('columnheader', { name: 'Team loss' })).toBeInTheDocument();
    const row = payments.getByRole('row', { name: /2026-11-16 – 2026-11-22/ });
    expect(row).toHaveTextContent('$1,200.00');
    expect(row).toHaveTextContent('$240.00');

    const form = within(centre.getByRole('form', { name: 'Offer a dividend' }));
    await user.type(form.getByRole('textbox', { name: /^Agent directly below you/ }), 'subagent01');
    await user.selectOptions(form.getByRole('combobox', { name: /^Pay period/ }), 'semimonthly');
    await user.clear(form.getByRole('textbox', { name: /^From a team loss of/ }));
    await user.type(form.getByRole('textbox', { name: /^From a team loss of/ }), '100');
    await user.type(form.getByRole('textbox', { name: /^Rate/ }), '25');
    await user.click(form.getByRole('button', { name: 'Send the offer' }));
    expect(await centre.findByText('The offer was sent to subagent01. It starts once he accepts it.')).toBeInTheDocument();
    expect(posted.at(-1)).toEqual({
      path: 'offer',
      body: {
        kind: 'dividend',
        account: 'subagent01',
        payPeriod: 'semimonthly',
        tiers: [{ minBasisMinor: 10_000, rateBps: 2_500 }],
      },
    });
  });

  it('warns before accepting a rate below what he gives his downline, and asks to end an approved contract', async () => {
    higherBelow = true;
    const user = userEvent.setup();
    renderApp('/?ac=agentDailyWages2');
    const centre = await agentCentre();
    const mine = within(await centre.findByRole('region', { name: 'My daily salary' }));
    await user.click(mine.getByRole('button', { name: 'Accept' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Accept this daily salary?' })).getByRole('button', { name: 'Accept' }),
    );
    const warning = within(await screen.findByRole('dialog', { name: 'Agents below you have a higher rate' }));
    expect(warning.getByText(/than you give subagent01/)).toBeInTheDocument();
    await user.click(warning.getByRole('button', { name: 'Accept and end those contracts' }));
    expect(await mine.findByText('Approved')).toBeInTheDocument();
    expect(posted.at(-1)).toEqual({ path: 'respond', body: { contractId: 7, accept: true, proceed: true } });

    await user.click(mine.getByRole('button', { name: 'End this contract' }));
    const ask = within(await screen.findByRole('dialog', { name: 'Ask to end this contract?' }));
    await user.click(ask.getByRole('button', { name: 'End this contract' }));
    expect(await mine.findByText('You asked to end this contract. Waiting for boss01 to answer.')).toBeInTheDocument();
    expect(posted.at(-1)).toEqual({ path: 'terminate', body: { contractId: 7 } });
    expect(mine.getByRole('button', { name: 'Withdraw my request' })).toBeInTheDocument();
    expect(mine.queryByRole('button', { name: 'Confirm the end' })).not.toBeInTheDocument();
  });

  it('shows no contract entry when the brand has the contract and salary switches off', async () => {
    server.permission.info.whitelabel = {};
    renderApp('/?ac=agentTeamOverview');
    const centre = await agentCentre();
    const menu = within(centre.getByRole('navigation', { name: 'Agent centre menu' }));
    expect(await menu.findByRole('link', { name: 'Account details' })).toBeInTheDocument();
    for (const name of ['Dividends', 'Daily wages', 'Hourly salary', 'Real-time salary'])
      expect(menu.queryByRole('link', { name })).not.toBeInTheDocument();
  });

  it('treats a switched-off page reached by its address as absent: the team overview opens instead', async () => {
    server.permission.info.whitelabel = { AGENTCONTRACT3: '1' };
    const { router } = renderApp('/?ac=agentDailyWages2');
    const centre = await agentCentre();
    expect(await centre.findByText('Team members')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?ac=agentTeamOverview'));
    expect(centre.queryByRole('region', { name: 'My daily salary' })).not.toBeInTheDocument();
    expect(centre.getByRole('navigation', { name: 'Agent centre menu' })).not.toHaveTextContent('Daily wages');
    // its calls are never made
    expect(server.calls.some((c) => c.includes('/wps/agent/contracts'))).toBe(false);
  });

  it('keeps players out: no Agent entry in their menu', async () => {
    const user = userEvent.setup();
    startSession({ token: 'tok', account: 'demo', isAgent: 0 });
    renderApp('/');
    await user.click(await screen.findByRole('button', { name: /demo/ }));
    expect(await screen.findByRole('menuitem', { name: 'Sign out' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Agent' })).not.toBeInTheDocument();
  });
});
