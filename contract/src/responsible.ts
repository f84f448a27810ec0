import { z } from 'zod';
import { endpoint, noInput } from './endpoint.ts';
import { amountInput } from './wallet.ts';

const tags = ['responsible'] as const;

/**
 * Responsible play (spec §2): breaks from play, loss and stake limits, and the reality check. Every
 * rule is enforced by the server (login, bet, deposit); the site can make a rule stricter at once
 * but never lift a break early, and a looser limit only applies after RESPONSIBLE_LIMIT_RAISE_DELAY_HOURS.
 */

/** A time-out: a short break. */
export const timeoutChoices = ['24h', '7d', '6w'] as const;
/** A self-exclusion: a long break, or for good. */
export const exclusionChoices = ['6m', '1y', '5y', 'permanent'] as const;
export type BreakChoice = (typeof timeoutChoices)[number] | (typeof exclusionChoices)[number];

const DAY_MS = 86_400_000;
/** How long each choice lasts, in milliseconds; null for permanent. Months and years are counted in days. */
export const breakLength: Record<BreakChoice, number | null> = {
  '24h': DAY_MS,
  '7d': 7 * DAY_MS,
  '6w': 42 * DAY_MS,
  '6m': 182 * DAY_MS,
  '1y': 365 * DAY_MS,
  '5y': 5 * 365 * DAY_MS,
  permanent: null,
};

export const playLimitKinds = ['loss', 'stake'] as const;
export type PlayLimitKind = (typeof playLimitKinds)[number];
export const playLimitPeriods = ['day', 'week', 'month'] as const;
export type PlayLimitPeriod = (typeof playLimitPeriods)[number];
export const RESPONSIBLE_LIMIT_RAISE_DELAY_HOURS = 24;
export const reminderChoices = [15, 30, 60] as const;

export const playLimit = z.object({
  kind: z.enum(playLimitKinds),
  period: z.enum(playLimitPeriods),
  /** The limit in force; null for none. */
  limitMinor: z.number().int().nullable(),
  /** Stakes, or net loss (stakes less wins and refunds, never below 0), in the rolling window. */
  usedMinor: z.number().int(),
  /** A raise or removal waiting to apply (null limit = removal); null when nothing waits. */
  pending: z.object({ limitMinor: z.number().int().nullable(), from: z.string() }).nullable(),
});
export type PlayLimit = z.infer<typeof playLimit>;

export const responsibleState = z.object({
  /** The break in force: its kind and end (null end = permanent); null when none. */
  activeBreak: z.object({ kind: z.enum(['timeout', 'exclusion']), choice: z.string(), until: z.string().nullable() }).nullable(),
  limits: z.array(playLimit),
  /** Minutes between reality checks; null for none. */
  reminderMinutes: z.number().int().nullable(),
});
export type ResponsibleState = z.infer<typeof responsibleState>;

export const realityCheck = z.object({
  /** When this session started (ISO). */
  startedAt: z.string(),
  minutesPlayed: z.number().int(),
  stakeMinor: z.number().int(),
  /** Wins and refunds less stakes in this session (negative: a loss). */
  netMinor: z.number().int(),
  reminderMinutes: z.number().int().nullable(),
});
export type RealityCheck = z.infer<typeof realityCheck>;

export const responsible = {
  state: endpoint({
    id: 'responsible.state',
    method: 'GET',
    path: '/wps/member/responsible',
    auth: 'member',
    summary: "The member's responsible-play settings: any break in force, loss and stake limits with use, reminder.",
    tags,
    input: noInput,
    output: responsibleState,
  }),
  takeBreak: endpoint({
    id: 'responsible.takeBreak',
    method: 'POST',
    path: '/wps/member/responsible/break',
    auth: 'member',
    summary:
      'Starts a time-out or self-exclusion at once and ends every session of the member. It cannot be shortened or ' +
      'lifted from the site; while it runs, login, bets and deposits are refused (PLAY_BREAK_ACTIVE).',
    tags,
    input: z.object({ choice: z.enum([...timeoutChoices, ...exclusionChoices]) }),
    output: z.object({ until: z.string().nullable() }),
  }),
  setLimit: endpoint({
    id: 'responsible.setLimit',
    method: 'POST',
    path: '/wps/member/responsible/limit',
    auth: 'member',
    summary:
      'Sets one loss or stake limit (limit null removes it). Lower applies at once; higher or a removal after ' +
      `${RESPONSIBLE_LIMIT_RAISE_DELAY_HOURS} hours. A bet over a limit is PLAY_LIMIT_REACHED.`,
    tags,
    input: z.object({ kind: z.enum(playLimitKinds), period: z.enum(playLimitPeriods), limit: amountInput.nullable() }),
    output: responsibleState,
  }),
  setReminder: endpoint({
    id: 'responsible.setReminder',
    method: 'POST',
    path: '/wps/member/responsible/reminder',
    auth: 'member',
    summary: 'Sets the reality-check interval in minutes (15, 30 or 60), or null for none.',
    tags,
    input: z.object({ minutes: z.union([z.literal(15), z.literal(30), z.literal(60)]).nullable() }),
    output: responsibleState,
  }),
  realityCheck: endpoint({
    id: 'responsible.realityCheck',
    method: 'GET',
    path: '/wps/member/responsible/session',
    auth: 'member',
    summary: 'The reality check of the current session: time played, stakes and net result since login.',
    tags,
    input: noInput,
    output: realityCheck,
  }),
} as const;
