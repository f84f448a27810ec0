import { z } from 'zod';
import { ROLE_NAMES } from './core/roles.ts';
import { endpoint, noInput } from './endpoint.ts';
import { dialingCode, loginResult } from './session.ts';

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
} as const;
