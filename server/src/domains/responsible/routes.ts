import { responsible } from '@tala/contract/responsible';
import type { Domain } from '../../http/app.ts';
import { assertRealAccount } from '../session/guards.ts';
import { playSince, reminderOf, sessionStart } from './queries.ts';
import { responsibleState, setPlayLimit, setReminder, takeBreak } from './rules.ts';

/** Responsible play: breaks, loss and stake limits, and the reality check of the session. */
export const responsibleDomain: Domain = {
  name: 'responsible',
  register({ bind, platform }) {
    const { db } = platform;

    bind(responsible.state, ({ member }) => {
      assertRealAccount(member);
      return responsibleState(db, member.id);
    });

    bind(responsible.takeBreak, ({ member, input }) => {
      assertRealAccount(member);
      return takeBreak(db, member.id, input.choice);
    });

    bind(responsible.setLimit, ({ member, input }) => {
      assertRealAccount(member);
      return setPlayLimit(db, member.id, input.kind, input.period, input.limit);
    });

    bind(responsible.setReminder, ({ member, input }) => {
      assertRealAccount(member);
      return setReminder(db, member.id, input.minutes);
    });

    bind(responsible.realityCheck, async ({ member }) => {
      assertRealAccount(member);
      const now = Date.now();
      const started = (await sessionStart(db, member.sessionId)) ?? new Date(now);
      const play = await playSince(db, member.id, started);
      return {
        startedAt: started.toISOString(),
        minutesPlayed: Math.max(0, Math.floor((now - started.getTime()) / 60_000)),
        stakeMinor: play.stake,
        netMinor: play.returned - play.stake,
        reminderMinutes: await reminderOf(db, member.id),
      };
    });
  },
};
