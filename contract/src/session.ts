import { z } from 'zod';
import { endpoint, noInput } from './endpoint.ts';

export {
  payloadAlgorithm,
  encryptPayload,
  importPublicKey,
  isEncryptedBody,
  payloadEncryptor,
  type EncryptedBody,
} from './payload-crypto.ts';

const tags = ['session'] as const;

/**
 * Sessions (spec §3 "Login user", §4 session/login states, §6, §7 "Session and account").
 *
 * Bot proof: calls marked "challenge" need `altcha`, the base64 JSON `{ challenge, solution }` of an
 * ALTCHA v2 proof-of-work fetched from GET /wps/session/challenge and solved on the client
 * (altcha-lib `solveChallenge` with the SHA deriveKey). Each solved challenge is accepted ONCE.
 *
 * Captcha: after failed logins the server answers with `captcha: true` (in the error's `value` too);
 * from then on the login needs `captchaId` + `captcha` from GET /wps/captcha (single use).
 */

/** Proof-of-work payload (base64 of JSON `{ challenge, solution }`); single use. */
export const altchaField = z.string().min(1).max(4096);

/** A dialing code without '+', e.g. '63'. */
export const dialingCode = z
  .string()
  .trim()
  .regex(/^\+?[0-9]{1,4}$/)
  .transform((v) => v.replace(/^\+/, ''));

const text = (max: number) => z.string().max(max);

/** Value of a successful login (and of the calls that log in: register, free play, set password by phone). */
export const loginResult = z.object({
  token: z.string(),
  account: z.string(),
  /** True on the member's first login ever: the client runs its first-login step. */
  firstTimeLogin: z.boolean(),
  /** The password must change now (created by an agent, reset by e-mail, or expired while PWDEXPFORCECHANGE3 is on). */
  passwordExpired: z.boolean(),
  /** Whether the next login attempt from here needs a captcha. */
  captcha: z.boolean(),
  isAgent: z.number().int(),
});
export type LoginResult = z.infer<typeof loginResult>;

/** `value` of a LOGIN_FAILED / CAPTCHA_FAILED error: whether a captcha is now required. */
export const loginFailure = z.object({ captcha: z.boolean() });

const captchaFields = {
  /** Id from GET /wps/captcha; required (with `captcha`) once a failed login answered captcha: true. */
  captchaId: text(64).optional(),
  captcha: text(16).optional(),
};

/**
 * The client runs as the installed app (standalone display mode): the session records it, and the
 * app-download promotion reads it. The client's word: nothing on the web can prove it.
 */
const installedApp = z.boolean().optional();

export const loginInput = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('username'),
    username: text(64).trim().min(1),
    password: text(128).min(1),
    altcha: altchaField,
    installedApp,
    ...captchaFields,
  }),
  z.object({
    type: z.literal('sms'),
    mobileNum: text(32).trim().min(1),
    countryDialingCode: dialingCode,
    verificationCode: text(16).trim().min(1),
    altcha: altchaField,
    installedApp,
    ...captchaFields,
  }),
]);
export type LoginInput = z.input<typeof loginInput>;

/** Answer of every SMS send: when the send button may be used again, and when the code stops working. */
export const smsSent = z.object({
  /** Epoch ms: the send button counts down to this (spec §4, default 60 s after now). */
  expirationTime: z.number().int(),
  /** Epoch ms after which the code is refused (VERIFICATION_CODE_EXPIRED). */
  codeExpiresAt: z.number().int(),
});
export type SmsSent = z.infer<typeof smsSent>;

/** An ALTCHA v2 challenge as altcha-lib's createChallenge returns it (pass it to solveChallenge as is). */
export const altchaChallenge = z.object({
  parameters: z
    .object({
      algorithm: z.string(),
      nonce: z.string(),
      salt: z.string(),
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: z.string(),
      keySignature: z.string().optional(),
      expiresAt: z.number().optional(),
    })
    .loose(),
  signature: z.string(),
});
export type AltchaChallenge = z.infer<typeof altchaChallenge>;

export const session = {
  login: endpoint({
    id: 'session.login',
    method: 'POST',
    path: '/wps/session/login',
    auth: 'none',
    encrypted: true,
    summary:
      'Log in by username + password, or (MOBILEVERCODELOGIN3) by mobile + SMS code. Needs a solved challenge. ' +
      'Wrong password and unknown user both answer LOGIN_FAILED (value.captcha tells whether a captcha is now required).',
    tags,
    input: loginInput,
    output: loginResult,
  }),
  smsCode: endpoint({
    id: 'session.smsCode',
    method: 'POST',
    path: '/wps/verification/sms/noLogin',
    auth: 'none',
    summary:
      "SMS code without login: purpose 'login' (MOBILEVERCODELOGIN3) or 'password' (CHNGPASSVERIF3). Needs a solved challenge. " +
      'Answers the same whether or not the number belongs to a member (the code is only sent when it does).',
    tags,
    input: z.object({
      mobileNum: text(32).trim().min(1),
      countryDialingCode: dialingCode,
      purpose: z.enum(['login', 'password']).default('login'),
      altcha: altchaField,
    }),
    output: smsSent,
  }),
  freePlay: endpoint({
    id: 'session.freePlay',
    method: 'POST',
    path: '/wps/session/login/freeplay',
    auth: 'none',
    module: 'FREEPLAY3',
    summary: 'Creates a trial account (isAgent 4) with a demo balance and logs it in. Needs a solved challenge.',
    tags,
    input: z.object({ altcha: altchaField, language: text(8).optional() }),
    output: loginResult,
  }),
  logout: endpoint({
    id: 'session.logout',
    method: 'DELETE',
    path: '/wps/session/logout',
    auth: 'member',
    summary: 'Ends the session of the token sent.',
    tags,
    input: noInput,
    output: z.object({ loggedOut: z.literal(true) }),
  }),
  captcha: endpoint({
    id: 'session.captcha',
    method: 'GET',
    path: '/wps/captcha',
    auth: 'none',
    summary: 'A new captcha: PNG image (data URL) of 4 characters, single use, valid for expiresIn seconds.',
    tags,
    input: noInput,
    output: z.object({ captchaId: z.string(), image: z.string(), expiresIn: z.number().int() }),
  }),
  challenge: endpoint({
    id: 'session.challenge',
    method: 'GET',
    path: '/wps/session/challenge',
    auth: 'none',
    summary: 'A bot proof-of-work challenge (ALTCHA v2, SHA-256); solve it and send the payload as `altcha`.',
    tags,
    input: noInput,
    output: altchaChallenge,
  }),
  loginInfo: endpoint({
    id: 'session.loginInfo',
    method: 'POST',
    path: '/wps/session/loginInfo',
    auth: 'none',
    summary:
      'Session start with a token handed over in the query string (?token=…, spec §4 "login-info"): exchanges a ' +
      'valid session token for a NEW session of the same member and revokes the handed-over one (single use), so a ' +
      'token that appeared in a URL stops working. Unknown/expired token → SESSION_EXPIRED.',
    tags,
    input: z.object({ token: z.string().min(1).max(128) }),
    output: loginResult,
  }),
  publicKey: endpoint({
    id: 'session.publicKey',
    method: 'GET',
    path: '/wps/session/publicKey',
    auth: 'none',
    summary: 'The RSA-OAEP (SHA-256) public key (base64 SPKI) that wraps the AES-GCM key of (enc) bodies.',
    tags,
    input: noInput,
    output: z.object({ kid: z.string(), publicKey: z.string(), algorithm: z.literal('RSA-OAEP-256+A256GCM') }),
  }),
} as const;
