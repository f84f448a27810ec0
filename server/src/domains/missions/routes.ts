import { missions } from '@tala/contract/missions';
import type { Domain } from '../../http/app.ts';
import { assertRealAccount } from '../session/guards.ts';
import { resolveLanguage } from '../system/text.ts';
import type { BalanceContributor } from '../wallet/extras.ts';
import { claimMission, markMissionsSeen, missionLeaderboard, missionList } from './missions.ts';
import { unseenCount } from './queries.ts';
import { signIn, signInCalendar } from './sign-in.ts';

/** Missions, their leaderboards and the daily sign-in: every call is the caller's own (trial accounts refused). */
export const missionsDomain: Domain = {
  name: 'missions',
  register({ bind, platform }) {
    const { db } = platform;

    bind(missions.summary, async ({ member, input }) => {
      assertRealAccount(member);
      return missionList(db, member.id, resolveLanguage(input.language));
    });
    bind(missions.seen, async ({ member }) => {
      assertRealAccount(member);
      return { unseen: await markMissionsSeen(db, member.id) };
    });
    bind(missions.leaderboard, async ({ member, input }) => {
      assertRealAccount(member);
      return missionLeaderboard(db, member.id, input.id, resolveLanguage(input.language));
    });
    bind(missions.claim, ({ member, input }) => claimMission(platform, member, input, resolveLanguage(input.language)));
    bind(missions.signInStatus, async ({ member }) => {
      assertRealAccount(member);
      return signInCalendar(db, member.id);
    });
    bind(missions.signIn, ({ member, input }) => signIn(platform, member, input));
  },
};

/** The balance call's unread mission count (the member centre's mission badge). */
export const missionsBalance: BalanceContributor = async (sql, memberId) => ({
  unreadMissionCount: await unseenCount(sql, memberId, new Date()),
});
