import type { Seeder } from '../../seed/seed.ts';
import { cryptoRng } from '../../providers/games/demo/engines/rng.ts';
import { playOne, playRoundsAt, seededEngines } from '../games/community-seed.ts';
import { readSetting } from '../system/settings.ts';
import { settleCommissionsOn } from './commission.ts';
import { finishedDays } from './rebate.ts';
import { localDayStart } from '../wallet/local-day.ts';
import type { ContractKind, PayPeriod, SalaryTier } from '@tala/contract/agent';
import { offerContract, respondContract, settleOn } from './contracts.ts';
import { hashPassword } from '../session/passwords.ts';
import { balanceOf, creditMember, debitMember, transferBetweenMembers } from '../wallet/ledger.ts';
import { UPLINE_TRANSFER_KIND } from '../wallet/upline.ts';
import { TRANSFER_IN, TRANSFER_OUT } from './transfer.ts';
import { setRebate } from './queries.ts';
import { AGENT_NOTICE_TYPE } from './records.ts';

/**
 * agent01's team, so every agent-centre page has real figures on a new site: two more players below
 * him, a sub-agent (subagent01, who can log in and see his own team) with a player of his own. Money
 * and bets go the product's way: deposits as ledger postings (as the demo credit is), game rounds played by
 * the production engines through the ledger (the same code as the community players' rounds); and
 * one contract of each kind agent01 offered subagent01, accepted, with a paid period each: the rounds
 * of subagent01's team are recorded as settled yesterday at 23:02 on the brand's clock (the ledger is append-only, so
 * their postings keep the seed's time), the contracts as accepted the day before, and the settlement
 * pays yesterday's periods in the seed's transaction, the way the jobs pay them.
 */
const team = [
  { account: 'team_ana', upline: 'agent01', isAgent: 0, deposit: 50_000, rounds: 10, loggedInMinutesAgo: 40 },
  { account: 'team_ben', upline: 'agent01', isAgent: 0, deposit: 20_000, rounds: 6, loggedInMinutesAgo: 95 },
  { account: 'subagent01', upline: 'agent01', isAgent: 2, deposit: 30_000, rounds: 3, loggedInMinutesAgo: 180 },
  { account: 'team_cai', upline: 'subagent01', isAgent: 0, deposit: 40_000, rounds: 8, loggedInMinutesAgo: 25 },
] as const;

export const seedAgentTeam: Seeder = async (sql) => {
  const hash = await hashPassword('Demo1234');
  const rng = cryptoRng();
  const games = await sql.query<{ node_id: number; vendor: string; engine: string; min_bet: number; min_line_num: number }>(
    `SELECT g.node_id, g.vendor, g.engine, g.min_bet, g.min_line_num FROM games g JOIN game_vendors v ON v.code = g.vendor
      WHERE g.engine = ANY($1::text[]) AND NOT g.maintenance AND NOT v.maintenance AND NOT v.own_wallet AND g.is_hot`,
    [seededEngines],
  );
  for (const m of team) {
    const [upline] = await sql.query<{ id: number }>('SELECT id FROM members WHERE account = $1', [m.upline]);
    if (!upline) return; // a brand without the demo agent gets no demo team
    const [row] = await sql.query<{ id: number }>(
      // members who played logged in to do it: the agent's team list shows when, not "Never"
      `INSERT INTO members (account, nickname, password_hash, is_agent, upline_id, affiliate_code, language, first_login, last_login_at)
       VALUES ($1, $1, $2, $3, $4, $5, 'EN', false, now() - make_interval(mins => $6::int)) RETURNING id`,
      [m.account, hash, m.isAgent, upline.id, m.isAgent ? 'TALASUB1' : null, m.loggedInMinutesAgo],
    );
    const memberId = Number(row!.id);
    await creditMember(sql, {
      key: `seed:agent-team:${m.account}:deposit`,
      memberId,
      amount: m.deposit,
      kind: 'deposit',
      house: 'BANK',
      ref: 'demo-credit',
    });
    for (let i = 0; i < m.rounds && games.length; i++) {
      try {
        await playOne(sql, memberId, games[rng(games.length)]!, rng);
      } catch {
        break; // out of money: a real outcome too
      }
    }
  }
  // agent01 extended credit to two of his players, and team_ana sent part back: the credit report's lines
  const [boss] = await sql.query<{ id: number }>(`SELECT id FROM members WHERE account = 'agent01'`);
  for (const [account, amount] of [
    ['team_ana', 8_000],
    ['team_ben', 5_000],
  ] as const) {
    const [m] = await sql.query<{ id: number }>('SELECT id FROM members WHERE account = $1', [account]);
    if (!boss || !m || (await balanceOf(sql, Number(boss.id), 'MAIN')) < amount) continue;
    const key = `seed:agent-credit:${account}`;
    await debitMember(sql, {
      key: `${key}:out`,
      memberId: Number(boss.id),
      amount,
      kind: TRANSFER_OUT,
      house: 'AGENT_TRANSFER',
      ref: `member:${m.id}`,
    });
    await creditMember(sql, {
      key: `${key}:in`,
      memberId: Number(m.id),
      amount,
      kind: TRANSFER_IN,
      house: 'AGENT_TRANSFER',
      ref: `agent:${boss.id}`,
    });
  }
  const [ana] = await sql.query<{ id: number }>(`SELECT id FROM members WHERE account = 'team_ana'`);
  if (boss && ana)
    await transferBetweenMembers(sql, {
      key: 'seed:agent-credit:team_ana:back',
      fromMemberId: Number(ana.id),
      toMemberId: Number(boss.id),
      amount: 2_000,
      kind: UPLINE_TRANSFER_KIND,
      ref: 'seed-credit-back',
    });
  // rebates as an operator and agent01 would set them: agent01 2%, subagent01 1.5%, team_ana 1%
  for (const [account, bps] of [
    ['agent01', 200],
    ['subagent01', 150],
    ['team_ana', 100],
  ] as const) {
    const [m] = await sql.query<{ id: number }>('SELECT id FROM members WHERE account = $1', [account]);
    // set a week back, so the payout has finished days to pay on a new site
    if (m) {
      await setRebate(sql, Number(m.id), bps);
      await sql.query(`UPDATE rebate_changes SET at = now() - interval '7 days' WHERE member_id = $1`, [m.id]);
    }
  }
  // agent01 pays subagent01 under one contract of each kind, offered and accepted the way the agent centre does it
  const [agent, sub] = await sql.query<{ id: number }>(
    `SELECT id FROM members WHERE account IN ('agent01', 'subagent01') ORDER BY account`,
  );
  if (!agent || !sub) return;
  const [cai] = await sql.query<{ id: number }>(`SELECT id FROM members WHERE account = 'team_cai'`);
  // a team that lost earns the loss-based kinds too: team_cai plays on until his rounds are a loss
  for (let i = 0; i < 60 && games.length; i++) {
    const [r] = await sql.query<{ pl: number }>(
      `SELECT COALESCE(sum(payout - stake), 0) AS pl FROM game_rounds WHERE member_id = $1`,
      [cai!.id],
    );
    if (Number(r!.pl) < 0) break;
    try {
      await playOne(sql, Number(cai!.id), games[rng(games.length)]!, rng);
    } catch {
      break;
    }
  }
  // only his lost rounds move into yesterday's last hour: round outcomes differ from one database to
  // the next, and a period of lost rounds always earns the loss-based kinds (5 % of a barely negative
  // total could round to nothing); the won ones stay in the current period, settled when it is over
  const yesterdayLastHour = new Date(localDayStart(Date.now(), await readSetting(sql, 'timeZone')).getTime() - 58 * 60_000);
  await sql.query(`UPDATE game_rounds SET created_at = $2, settled_at = $2 WHERE member_id = $1 AND payout < stake`, [
    cai!.id,
    yesterdayLastHour,
  ]);
  const contracts: [ContractKind, SalaryTier[], PayPeriod?][] = [
    [
      'dailySalary',
      [
        { minBasisMinor: 0, rateBps: 100 },
        { minBasisMinor: 100_000, rateBps: 150 },
      ],
    ],
    ['hourlySalary', [{ minBasisMinor: 0, rateBps: 50 }]],
    ['realtimeSalary', [{ minBasisMinor: 0, rateBps: 500 }]],
    [
      'dividend',
      [
        { minBasisMinor: 0, rateBps: 2_000 },
        { minBasisMinor: 500_000, rateBps: 3_000 },
      ],
      'daily',
    ],
  ];
  const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000);
  for (const [kind, tiers, payPeriod] of contracts) {
    await offerContract(sql, Number(agent.id), { kind, account: 'subagent01', tiers, payPeriod });
    const [contract] = await sql.query<{ id: number }>(`SELECT id FROM agent_contracts WHERE member_id = $1 AND kind = $2`, [
      sub.id,
      kind,
    ]);
    await respondContract(sql, Number(sub.id), Number(contract!.id), true, twoDaysAgo);
    await settleOn({ sql, tx: (fn) => fn(sql), paid: async () => undefined }, kind, Date.now());
  }
  for (const [daysAgo, title, content] of agentNotices) {
    await sql.query(
      `INSERT INTO notices (type, title, content, created_at) VALUES ($1, $2::jsonb, $3::jsonb, now() - make_interval(days => $4::int))`,
      [AGENT_NOTICE_TYPE, JSON.stringify(title), JSON.stringify(content), daysAgo],
    );
  }
};

/**
 * agent01's direct players also played yesterday afternoon (the brand's day, so it runs once the
 * brand's time zone is set), and yesterday's commissions are paid in the seed's transaction, the way
 * the job pays them: agent01 earns 1% of team_ana's bets (his 2% less her 1%) and 2% of team_ben's.
 * His "My income" shows a commission on a new site; the rebate job pays team_ana her own 1%.
 */
export const seedAgentCommissionDay: Seeder = async (sql) => {
  // the newest day the payout may pay: yesterday, or the day before in the minutes after midnight
  const day = finishedDays(await readSetting(sql, 'timeZone'), Date.now()).at(-1)!;
  for (const [account, minStake, hour] of [
    ['team_ana', 30_000, 14],
    ['team_ben', 12_000, 16],
  ] as const) {
    const [m] = await sql.query<{ id: number }>('SELECT id FROM members WHERE account = $1', [account]);
    if (!m) return; // a brand without the demo team
    await playRoundsAt(sql, Number(m.id), new Date(day.from.getTime() + hour * 3600_000), {
      rounds: 8,
      minStake,
      engines: seededEngines,
    });
  }
  await settleCommissionsOn({ sql, tx: (fn) => fn(sql), paid: async () => undefined }, Date.now());
};

type Text = Record<'en' | 'fil' | 'id' | 'vi' | 'zh', string>;

/** The demo's two announcements for agents (the operator posts more with `agent notice`). */
const agentNotices: [number, Text, Text][] = [
  [
    1,
    {
      en: 'Daily wages are paid every morning',
      fil: 'Ang arawang sahod ay binabayaran tuwing umaga',
      id: 'Gaji harian dibayar setiap pagi',
      vi: 'Lương ngày được trả mỗi sáng',
      zh: '日工资每天早上发放',
    },
    {
      en: "Approved daily-wage contracts are settled once each day is over and paid straight into the agent's main wallet. Check My income for every payment.",
      fil: 'Ang mga aprubadong kontrata ng arawang sahod ay sinesettle kapag tapos na ang bawat araw at direktang ibinabayad sa pangunahing wallet ng ahente. Tingnan ang Aking kita para sa bawat bayad.',
      id: 'Kontrak gaji harian yang disetujui diselesaikan setelah setiap hari berakhir dan dibayar langsung ke dompet utama agen. Lihat Penghasilan saya untuk setiap pembayaran.',
      vi: 'Các hợp đồng lương ngày đã duyệt được quyết toán khi mỗi ngày kết thúc và trả thẳng vào ví chính của đại lý. Xem Thu nhập của tôi để biết từng khoản.',
      zh: '已批准的日工资契约在每天结束后结算，并直接发放到代理的主钱包。每笔款项可在“我的收入”中查看。',
    },
  ],
  [
    3,
    {
      en: 'Welcome to the agent centre',
      fil: 'Maligayang pagdating sa agent centre',
      id: 'Selamat datang di pusat agen',
      vi: 'Chào mừng đến trung tâm đại lý',
      zh: '欢迎使用代理中心',
    },
    {
      en: 'Share your invitation link or QR code from the header to grow your team, and follow your members in Team overview and Account details.',
      fil: 'Ibahagi ang iyong invitation link o QR code mula sa header para palaguin ang iyong team, at subaybayan ang iyong mga miyembro sa Team overview at Account details.',
      id: 'Bagikan tautan undangan atau kode QR Anda dari header untuk mengembangkan tim, dan pantau anggota Anda di Ringkasan tim dan Rincian akun.',
      vi: 'Chia sẻ liên kết mời hoặc mã QR từ thanh đầu trang để phát triển đội nhóm, và theo dõi thành viên trong Tổng quan đội nhóm và Chi tiết tài khoản.',
      zh: '从页眉分享您的邀请链接或二维码来发展团队，并在“团队总览”和“账户明细”中关注您的成员。',
    },
  ],
];
