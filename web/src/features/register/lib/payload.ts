import type { RegistrationPayload } from '@tala/contract/register';
import { fieldValue } from '@tala/contract/register-rules';
import type { RegistrationType } from '../api/register.ts';

export interface PayloadContext {
  type: RegistrationType;
  /** Fields the form shows (from registrationFields). */
  fields: readonly string[];
  values: Record<string, unknown>;
  countryDialingCode: string;
  /** The URL's invitation code when the server said it is valid (the field is hidden then). */
  urlAffiliateCode: string | null;
  referralCode: string | null;
  captchaId: string | undefined;
  language: string;
}

/**
 * The registration payload (spec §3): every shown field (trimmed unless secret), the dialing code,
 * the invitation code from the URL when valid, referralCode from the query, the page it came from.
 * Mobile registration: the username is the mobile number.
 */
export function buildPayload(ctx: PayloadContext): RegistrationPayload {
  const payload: Record<string, unknown> = {};
  for (const field of ctx.fields) {
    const value = fieldValue(field, ctx.values[field]);
    if (value !== '') payload[field] = value;
  }
  if (ctx.fields.includes('mobileNum')) payload.countryDialingCode = ctx.countryDialingCode;
  if (ctx.type === 'mobile') payload.username = payload.mobileNum;
  if (ctx.urlAffiliateCode) payload.affiliateCode = ctx.urlAffiliateCode;
  if (ctx.referralCode) payload.referralCode = ctx.referralCode;
  if (ctx.captchaId && payload.captcha) payload.captchaId = ctx.captchaId;
  const url = new URL(window.location.href);
  url.searchParams.delete('token');
  return {
    ...payload,
    domain: window.location.host,
    registerUrl: url.toString(),
    registerMethod: 'WEB',
    login: true,
    agreement: ctx.values.agreement === true,
    ageConfirmed: ctx.values.ageConfirmed === true,
    language: ctx.language,
  } as RegistrationPayload;
}
