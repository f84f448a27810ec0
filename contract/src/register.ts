import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { altchaField, dialingCode, loginResult, smsSent } from './session.ts';

export {
  checkConfirmation,
  checkPass,
  checkRule,
  fallbackRules,
  formatRuleText,
  registrationFields,
  ruleFor,
  rulePattern,
  ruleSchema,
  validateRegistration,
  type RegistrationMode,
  type RuleFailure,
} from './register-rules.ts';

const tags = ['register'] as const;

/**
 * Registration (spec §2 registration page, §3 payload, §4 flow, §5 rules).
 *
 * Both ends run validateRegistration (register-rules.ts) with the brand's rules. A rule failure answers
 * 400 `{ code: 'VALIDATION_FAILED' | 'PASSWORD_MISMATCH', field, value: { key, kind, min, max } }` where
 * key is the translation key (reg_pattern_{patternId}, reg_required, reg_mismatch). Uniqueness:
 * USERNAME_TAKEN (case-insensitive) / MOBILE_TAKEN, field set.
 */

/** `value` of a registration field error. */
export const fieldFailure = z.object({
  key: z.string(),
  kind: z.enum(['required', 'length', 'pattern', 'unsafe', 'mismatch']),
  min: z.number().int(),
  max: z.number().int(),
});

// Every string is capped generously here; the brand rule gives the real bounds (and its error key).
const s = z.string().max(1024).optional();

export const registrationPayload = z.object({
  username: s,
  password: s,
  confirmPassword: s,
  payeeName: s,
  email: s,
  qqNum: s,
  mobileNum: s,
  /** Dialing code of mobileNum ('63' or '+63'); the brand's first country when empty. */
  countryDialingCode: z.union([z.literal(''), dialingCode]).optional(),
  recommenderId: s,
  captchaId: s,
  captcha: s,
  verificationCode: s,
  /** Agent invitation code: from the URL (validated first by /wps/agent/affiliate) or typed. */
  affiliateCode: s,
  paymentPassword: s,
  line: s,
  whatsapp: s,
  zalo: s,
  facebook: s,
  wechat: s,
  idNumber: s,
  /** From the query parameter referralCode: another member's invitation code. */
  referralCode: s,
  domain: s,
  registerUrl: s,
  registerMethod: z.literal('WEB').default('WEB'),
  /** Log in right after registering (the web always sends true). */
  login: z.boolean().default(true),
  /** Terms and privacy policy agreed (TERMS_REQUIRED otherwise). */
  agreement: z.boolean(),
  /** Confirms being 21 or older (AGE_REQUIRED otherwise). */
  ageConfirmed: z.boolean(),
  language: z.string().max(8).optional(),
});
export type RegistrationPayload = z.input<typeof registrationPayload>;

/** Registration answer: the session when `login` was true (token empty otherwise). */
export const registerResult = loginResult;

export const register = {
  username: endpoint({
    id: 'register.username',
    method: 'PUT',
    path: '/wps/member/register',
    auth: 'none',
    encrypted: true,
    module: 'USERNAMEREG3',
    summary: 'Registers by username (REG3 and USERNAMEREG3). With REGMOBVERF3 and a mobile number, the SMS code is checked.',
    tags,
    input: registrationPayload,
    output: registerResult,
  }),
  mobile: endpoint({
    id: 'register.mobile',
    method: 'PUT',
    path: '/wps/member/register/mobile',
    auth: 'none',
    encrypted: true,
    module: 'MOBILENUMREG3',
    summary:
      'Registers by mobile number: the account (username) IS the mobile number. Password only with MOBILENUMPASSREG3 ' +
      '(otherwise the member logs in by SMS code); SMS code with REGMOBVERF3.',
    tags,
    input: registrationPayload,
    output: registerResult,
  }),
  sms: endpoint({
    id: 'register.sms',
    method: 'POST',
    path: '/wps/verification/sms/register',
    auth: 'none',
    module: 'REGMOBVERF3',
    summary:
      'Sends the registration SMS code. Needs a solved challenge. Answers the same for a number that is already ' +
      'registered (its holder gets a notice instead of a code), so the call cannot enumerate members.',
    tags,
    input: z.object({ countryDialingCode: dialingCode, mobileNo: z.string().trim().max(32), altcha: altchaField }),
    output: smsSent,
  }),
  affiliate: endpoint({
    id: 'register.affiliate',
    method: 'GET',
    path: '/wps/agent/affiliate',
    auth: 'none',
    summary: 'Checks an invitation (affiliate) code: success with the code, or AFFILIATE_INVALID (invitation_code_error).',
    tags,
    input: z.object({ code: z.string().trim().max(64), domain: z.string().max(256).optional() }),
    output: z.object({ code: z.string(), valid: z.literal(true) }),
  }),
} as const;
