import { z } from 'zod';
import { ROLE_NAMES } from './core/roles.ts';
import { endpoint, noInput } from './endpoint.ts';
import { dialingCode, loginResult, smsSent } from './session.ts';
import type { RegisterRule } from './system.ts';

const tags = ['member'] as const;

/**
 * The member (spec §3 "Member info", §6 roles). The balance is the wallet's (/wps/v2/wallets/balance).
 * Password fields are checked with the brand's password rule (register-rules.ts, same code both ends).
 */

export const label = z.object({
  labelName: z.string(),
  /** Text colour (CSS colour). */
  color: z.string(),
  /** Background colour (CSS colour). */
  color2: z.string(),
});

export const clubLabel = label.extend({ rankLevel: z.number().int() });
export type ClubLabel = z.infer<typeof clubLabel>;

export const memberInfo = z.object({
  id: z.number().int(),
  account: z.string(),
  nickname: z.string(),
  /** Role name derived from isAgent (core roleName). */
  type: z.enum(ROLE_NAMES),
  /** The member has an upline agent (transfer to upline is possible). */
  toUpline: z.boolean(),
  /** VIP club label; null for members without one. */
  clubLabel: clubLabel.nullable(),
  memberLabel: z.array(label),
  /** Player rank level (above 4 picks the VIP customer service). */
  rank: z.number().int(),
  /** Role code (core/roles: AGENT_CODES, TRIAL, otherwise a player). */
  isAgent: z.number().int(),
  /** Brand language code (EN, PH, …). */
  language: z.string(),
  /** The member's own invitation code (agents), for the affiliate link; null otherwise. */
  affiliateCode: z.string().nullable(),
  /** Masked, e.g. '+63 ******4567'; null when none. */
  mobile: z.string().nullable(),
  /** Masked, e.g. 'd***@example.com'; null when none. */
  email: z.string().nullable(),
  createdAt: z.string(),
});
export type MemberInfo = z.infer<typeof memberInfo>;

const password = z.string().max(128);

/** Spec §5: players confirm being 21; the birthday on the profile must say so too. */
export const minimumAge = 21;

/** Full years between a yyyy-MM-dd birthday and a day (UTC calendar dates). */
export function ageOn(birthday: string, today: Date): number {
  const [y, m, d] = birthday.split('-').map(Number) as [number, number, number];
  const age = today.getUTCFullYear() - y;
  const before = today.getUTCMonth() + 1 < m || (today.getUTCMonth() + 1 === m && today.getUTCDate() < d);
  return before ? age - 1 : age;
}

/** A real calendar date written yyyy-MM-dd, not in the future. */
export function isPastDate(value: string, today: Date): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value && date.getTime() <= today.getTime();
}

const text = (minLength: number, maxLength: number): RegisterRule => ({
  enabled: true,
  required: false,
  acceptedPattern: '*',
  patternId: 23,
  minLength,
  maxLength,
});

/**
 * The profile's fields and their checks (spec §3 member info, address fields; messenger ids), run by
 * the web form and the server alike. A brand rule of the same name (registration rules: line,
 * whatsapp, zalo, facebook, idNumber) replaces the one here when it is enabled.
 */
export const profileRules = {
  nickname: { ...text(2, 24), required: true },
  birthday: {
    enabled: true,
    required: false,
    acceptedPattern: '^\\d{4}-\\d{2}-\\d{2}$',
    patternId: 8,
    minLength: 10,
    maxLength: 10,
  },
  permanentAddress: text(5, 200),
  currentAddress: text(5, 200),
  placeOfBirth: text(2, 64),
  nationality: text(2, 64),
  occupation: text(2, 64),
  sourceOfIncome: text(2, 64),
  idNumber: { enabled: true, required: false, acceptedPattern: '^[A-Za-z0-9-]+$', patternId: 20, minLength: 4, maxLength: 32 },
  zalo: { enabled: true, required: false, acceptedPattern: '^[0-9]+$', patternId: 2, minLength: 6, maxLength: 15 },
  whatsapp: { enabled: true, required: false, acceptedPattern: '^[0-9]+$', patternId: 2, minLength: 6, maxLength: 15 },
  line: { enabled: true, required: false, acceptedPattern: '^[A-Za-z0-9._-]+$', patternId: 22, minLength: 3, maxLength: 32 },
  telegram: { enabled: true, required: false, acceptedPattern: '^[A-Za-z0-9_]+$', patternId: 15, minLength: 5, maxLength: 32 },
  facebook: { enabled: true, required: false, acceptedPattern: '^[A-Za-z0-9.-]+$', patternId: 22, minLength: 3, maxLength: 64 },
} as const satisfies Record<string, RegisterRule>;

export type ProfileField = keyof typeof profileRules;
export const profileFields = Object.keys(profileRules) as ProfileField[];

/** Identity fields a member sets once; afterwards only customer service changes them. */
export const lockedOnceSet: readonly ProfileField[] = ['birthday', 'idNumber'];

export const profile = z.object({
  nickname: z.string(),
  birthday: z.string(),
  permanentAddress: z.string(),
  currentAddress: z.string(),
  placeOfBirth: z.string(),
  nationality: z.string(),
  occupation: z.string(),
  sourceOfIncome: z.string(),
  idNumber: z.string(),
  zalo: z.string(),
  whatsapp: z.string(),
  line: z.string(),
  telegram: z.string(),
  facebook: z.string(),
});
export type Profile = z.infer<typeof profile>;

/** What the security centre lists: what is bound and verified, and how many of the safeguards are on. */
export const securityOverview = z.object({
  passwordChangedAt: z.string(),
  /** Masked; verified once confirmed with a code. */
  mobile: z.object({ value: z.string().nullable(), verified: z.boolean() }),
  email: z.object({ value: z.string().nullable(), verified: z.boolean() }),
  paymentPasswordSet: z.boolean(),
  payoutAccounts: z.number().int(),
  /** Safeguards on (verified mobile, verified e-mail, payment password, a payout account, login password) out of total. */
  score: z.object({ done: z.number().int(), total: z.number().int() }),
});
export type SecurityOverview = z.infer<typeof securityOverview>;

export const sessionEntry = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  current: z.boolean(),
});
export type SessionEntry = z.infer<typeof sessionEntry>;

const code = z.string().max(255);
const emailAddress = z.string().trim().max(256);

export const member = {
  info: endpoint({
    id: 'member.info',
    method: 'GET',
    path: '/wps/member/info',
    auth: 'member',
    summary: 'The logged-in member.',
    tags,
    input: noInput,
    output: memberInfo,
  }),
  icon: endpoint({
    id: 'member.icon',
    method: 'GET',
    path: '/wps/member/info/icon',
    auth: 'member',
    summary: "URL of the member's icon (VIP badge or default).",
    tags,
    input: noInput,
    output: z.object({ icon: z.string() }),
  }),
  avatar: endpoint({
    id: 'member.avatar',
    method: 'GET',
    path: '/wps/relay/MCSFE_getPlayerAvatar',
    auth: 'member',
    summary: "URL of the member's avatar image (falls back to a default on the client when broken).",
    tags,
    input: noInput,
    output: z.object({ avatarUrl: z.string() }),
  }),
  changePassword: endpoint({
    id: 'member.changePassword',
    method: 'POST',
    path: '/wps/member/password',
    auth: 'member',
    encrypted: true,
    summary:
      'Change password: old, new (password rule), confirmation (checkPass). Ends EVERY session of the member, ' +
      'this one included: the client logs in again.',
    tags,
    input: z.object({ oldPassword: password.min(1), newPassword: password, confirmNewPassword: password }),
    output: z.object({ changed: z.literal(true) }),
  }),
  forgotByEmail: endpoint({
    id: 'member.forgotByEmail',
    method: 'POST',
    path: '/wps/member/password/email',
    auth: 'none',
    form: true,
    summary:
      'Forgot password by e-mail: always answers the same; when username and e-mail match, mails a temporary ' +
      'password (valid 30 min, once) that logs in with passwordExpired: true.',
    tags,
    input: z.object({ username: z.string().max(256), email: z.string().max(256) }),
    output: z.object({ accepted: z.literal(true) }),
  }),
  setPasswordByPhone: endpoint({
    id: 'member.setPasswordByPhone',
    method: 'POST',
    path: '/wps/member/password/verification',
    auth: 'none',
    encrypted: true,
    module: 'CHNGPASSVERIF3',
    summary:
      "Set a new password with an SMS code (from /wps/verification/sms/noLogin, purpose 'password'); ends other " +
      'sessions and logs in.',
    tags,
    input: z.object({
      mobileNum: z.string().max(32),
      countryDialingCode: dialingCode,
      verificationCode: z.string().max(255),
      newPassword: password,
      confirmNewPassword: password.optional(),
    }),
    output: loginResult,
  }),
  language: endpoint({
    id: 'member.language',
    method: 'PUT',
    path: '/wps/member/language',
    auth: 'member',
    summary: "Updates the member's language (brand code: EN, PH, …).",
    tags,
    input: z.object({
      language: z
        .string()
        .trim()
        .regex(/^[A-Za-z]{2,3}(-[A-Za-z]{2,4})?$/),
    }),
    output: z.object({ language: z.string() }),
  }),
  profile: endpoint({
    id: 'member.profile',
    method: 'GET',
    path: '/wps/member/profile',
    auth: 'member',
    summary: "The member's profile: nickname, birthday, address and identity fields, messenger ids.",
    tags,
    input: noInput,
    output: profile,
  }),
  updateProfile: endpoint({
    id: 'member.updateProfile',
    method: 'PUT',
    path: '/wps/member/profile',
    auth: 'member',
    summary:
      'Changes the fields given (profileRules; an empty text clears an optional one). Birthday (at least ' +
      'minimumAge years) and id number are set once.',
    tags,
    input: z.object(
      Object.fromEntries(profileFields.map((f) => [f, z.string().max(512).optional()])) as {
        [K in ProfileField]: z.ZodOptional<z.ZodString>;
      },
    ),
    output: profile,
  }),
  security: endpoint({
    id: 'member.security',
    method: 'GET',
    path: '/wps/member/security',
    auth: 'member',
    summary: 'The security centre: what is bound and verified, and the security score.',
    tags,
    input: noInput,
    output: securityOverview,
  }),
  sendMobileCode: endpoint({
    id: 'member.sendMobileCode',
    method: 'POST',
    path: '/wps/member/mobile/code',
    auth: 'member',
    summary: 'Sends a code to a mobile number the member wants to bind (refused when another member has it).',
    tags,
    input: z.object({ mobileNum: z.string().max(32), countryDialingCode: dialingCode }),
    output: smsSent,
  }),
  bindMobile: endpoint({
    id: 'member.bindMobile',
    method: 'POST',
    path: '/wps/member/mobile',
    auth: 'member',
    summary: 'Binds (or replaces) the mobile number with the code sent to it; it is then verified.',
    tags,
    input: z.object({ mobileNum: z.string().max(32), countryDialingCode: dialingCode, verificationCode: code }),
    output: securityOverview,
  }),
  sendEmailCode: endpoint({
    id: 'member.sendEmailCode',
    method: 'POST',
    path: '/wps/member/email/code',
    auth: 'member',
    summary: 'E-mails a code to an address the member wants to bind.',
    tags,
    input: z.object({ email: emailAddress }),
    output: smsSent,
  }),
  bindEmail: endpoint({
    id: 'member.bindEmail',
    method: 'POST',
    path: '/wps/member/email',
    auth: 'member',
    summary: 'Binds (or replaces) the e-mail address with the code sent to it; it is then verified.',
    tags,
    input: z.object({ email: emailAddress, verificationCode: code }),
    output: securityOverview,
  }),
  setAvatar: endpoint({
    id: 'member.setAvatar',
    method: 'POST',
    path: '/wps/member/avatar',
    auth: 'member',
    summary: "Makes an uploaded image (POST /wps/uploads?purpose=avatar) the member's avatar; null goes back to the default.",
    tags,
    input: z.object({ uploadId: z.string().max(64).nullable() }),
    output: z.object({ avatarUrl: z.string() }),
  }),
  sessions: endpoint({
    id: 'member.sessions',
    method: 'GET',
    path: '/wps/member/sessions',
    auth: 'member',
    summary: "The member's signed-in sessions (time, IP, device), newest first; this one marked current.",
    tags,
    input: noInput,
    output: z.object({ list: z.array(sessionEntry) }),
  }),
  endOtherSessions: endpoint({
    id: 'member.endOtherSessions',
    method: 'POST',
    path: '/wps/member/sessions/end-others',
    auth: 'member',
    summary: 'Signs out every other session of the member; this one stays.',
    tags,
    input: noInput,
    output: z.object({ list: z.array(sessionEntry) }),
  }),
} as const;
