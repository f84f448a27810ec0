import { api } from '../../../shared/api/client.ts';
import { takeBotCheck } from '../../../shared/lib/bot-check/bot-check.ts';
import { endpoints } from '../../../shared/api/endpoints.ts';

export interface SmsCodeRequest {
  mobileNum: string;
  countryDialingCode: string;
  purpose: 'login' | 'password';
}

/** Sends an SMS code without login (login by SMS, password by phone); resolves to the expirationTime. */
export async function sendSmsCode(input: SmsCodeRequest): Promise<number> {
  const altcha = await takeBotCheck();
  const sent = await api(endpoints.session.smsCode, { ...input, altcha });
  return sent.expirationTime;
}
