import { api } from '../../../shared/api/client.ts';
import { endpoints } from '../../../shared/api/endpoints.ts';
import { takeBotCheck } from '../../../shared/lib/bot-check/bot-check.ts';

/** Sends the registration SMS code (REGMOBVERF3) after the bot check; resolves to the expirationTime. */
export async function sendRegisterCode(mobileNo: string, countryDialingCode: string): Promise<number> {
  const altcha = await takeBotCheck();
  const sent = await api(endpoints.register.sms, { mobileNo, countryDialingCode, altcha });
  return sent.expirationTime;
}
