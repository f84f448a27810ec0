import type { Seeder } from '../../seed/seed.ts';
import { currencySymbol, readSetting } from '../system/settings.ts';
import { upsertMission, type NewMission } from './ops.ts';
import { localDayStart } from '../wallet/local-day.ts';
import { localDate } from './periods.ts';
import { insertSignIn, setSignInPosting, signInRewards } from './queries.ts';
import { payReward } from './rewards.ts';
import { cycleDayOf } from './sign-in.ts';

const DAY_MS = 86_400_000;

type Text = Record<'en' | 'fil' | 'id' | 'vi' | 'zh', string>;

/**
 * The demo missions: one a single lottery bet completes today, and others the demo player's seeded
 * slot rounds have already moved part of the way (distinct slot games, valid turnover). Amounts in
 * their titles carry the brand's currency symbol and each language's separators, as the site shows them.
 */
function demoMissions(now: number, symbol: string): (Omit<NewMission, 'title'> & { title: Text })[] {
  const started = new Date(now - DAY_MS);
  // the demo's longer missions run 30 days from the seeding, as their titles say
  const month = new Date(now + 30 * DAY_MS);
  return [
    {
      code: 'DAILY_LOTTO',
      title: {
        en: 'Place a lottery bet today',
        fil: 'Tumaya sa lotto ngayong araw',
        id: 'Pasang taruhan lotre hari ini',
        vi: 'Đặt một cược xổ số hôm nay',
        zh: '今天投注一次彩票',
      },
      goal: 'lotteryBets',
      target: 1,
      period: 'daily',
      reward: 'cash',
      amount: 200,
      turnoverMultiple: 1,
      startsAt: started,
      endsAt: null,
    },
    {
      code: 'DAILY_SLOTS',
      title: {
        en: 'Play 8 different slot games today',
        fil: 'Maglaro ng 8 magkakaibang slot ngayong araw',
        id: 'Mainkan 8 game slot berbeda hari ini',
        vi: 'Chơi 8 trò slot khác nhau hôm nay',
        zh: '今天玩8款不同的老虎机',
      },
      goal: 'slotGames',
      target: 8,
      period: 'daily',
      reward: 'points',
      amount: 30,
      turnoverMultiple: 0,
      startsAt: started,
      endsAt: null,
    },
    {
      code: 'MONTH_TURNOVER',
      title: {
        en: `Wager ${symbol}2,000.00 in valid bets within 30 days`,
        fil: `Tumaya ng ${symbol}2,000.00 na valid bet sa loob ng 30 araw`,
        id: `Taruhan sah ${symbol}2.000,00 dalam 30 hari`,
        vi: `Cược hợp lệ ${symbol}2.000,00 trong 30 ngày`,
        zh: `30天内有效投注满${symbol}2,000.00`,
      },
      goal: 'validTurnover',
      target: 200_000,
      period: 'once',
      reward: 'cash',
      amount: 1_000,
      turnoverMultiple: 3,
      startsAt: started,
      endsAt: month,
    },
    {
      code: 'LOTTO_STAKE',
      title: {
        en: `Stake ${symbol}50.00 on lottery`,
        fil: `Tumaya ng ${symbol}50.00 sa lotto`,
        id: `Pasang ${symbol}50,00 di lotre`,
        vi: `Cược ${symbol}50,00 vào xổ số`,
        zh: `彩票投注满${symbol}50.00`,
      },
      goal: 'lotteryStake',
      target: 5_000,
      period: 'once',
      reward: 'points',
      amount: 100,
      turnoverMultiple: 0,
      startsAt: started,
      endsAt: month,
    },
    {
      code: 'DEPOSIT_100',
      title: {
        en: `Deposit ${symbol}100.00 within 30 days`,
        fil: `Mag-deposito ng ${symbol}100.00 sa loob ng 30 araw`,
        id: `Deposit ${symbol}100,00 dalam 30 hari`,
        vi: `Nạp ${symbol}100,00 trong 30 ngày`,
        zh: `30天内存款满${symbol}100.00`,
      },
      goal: 'depositTotal',
      target: 10_000,
      period: 'once',
      reward: 'cash',
      amount: 500,
      turnoverMultiple: 5,
      startsAt: started,
      endsAt: month,
    },
  ];
}

/** Days the demo player signed in before the site opened: today's sign-in is left for him to try. */
const DEMO_STREAK = 3;

/**
 * The demo missions, and the demo player's sign-in streak of the last few days, paid through the
 * same reward path a sign-in takes (so his points and ledger add up).
 */
export const seedMissions: Seeder = async (sql) => {
  const now = Date.now();
  for (const mission of demoMissions(now, await currencySymbol(sql))) await upsertMission(sql, mission);
  const [demo] = await sql.query<{ id: number }>(`SELECT id FROM members WHERE account = 'demo'`);
  if (!demo) return;
  const memberId = Number(demo.id);
  const timeZone = await readSetting(sql, 'timeZone');
  const rewards = await signInRewards(sql);
  // the last DEMO_STREAK local days before today, oldest first
  const days: string[] = [];
  for (let at = now; days.length < DEMO_STREAK;) {
    at = localDayStart(at, timeZone).getTime() - 1;
    days.unshift(localDate(at, timeZone));
  }
  for (const [i, day] of days.entries()) {
    const streak = i + 1;
    const cycleDay = cycleDayOf(streak);
    const reward = rewards.find((r) => r.day === cycleDay)!;
    const id = await insertSignIn(sql, {
      memberId,
      day,
      streak,
      cycleDay,
      requestId: `seed-sign-in-${day}`,
      kind: reward.reward_kind,
      amount: reward.reward_amount,
    });
    if (id === null) continue;
    const postingId = await payReward(sql, {
      key: `signin:${memberId}:${day}`,
      memberId,
      kind: reward.reward_kind,
      amount: reward.reward_amount,
      source: 'signIn',
      ref: `sign-in:${id}`,
      turnoverMultiple: 1,
    });
    await setSignInPosting(sql, id, postingId);
  }
};
