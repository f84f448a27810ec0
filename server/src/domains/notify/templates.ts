import type { LocalePack } from '@tala/contract/languages';

/**
 * The verification-code SMS in each language pack ({brand}, {code}, {minutes}). Plain text without
 * markup: gateways bill by length, so each stays short enough for one or two messages.
 */
const codeSms: Record<LocalePack, string> = {
  en: '{brand}: your verification code is {code}. It expires in {minutes} minutes. Never share it.',
  fil: '{brand}: ang iyong verification code ay {code}. Mag-e-expire ito sa loob ng {minutes} minuto. Huwag itong ibahagi kaninuman.',
  id: '{brand}: kode verifikasi Anda adalah {code}. Berlaku {minutes} menit. Jangan berikan kepada siapa pun.',
  vi: '{brand}: mã xác minh của bạn là {code}. Mã hết hạn sau {minutes} phút. Không chia sẻ mã này với bất kỳ ai.',
  zh: '{brand}：您的验证码是 {code}，{minutes} 分钟内有效。请勿告诉任何人。',
};

export function codeSmsText(language: LocalePack, values: { brand: string; code: string; minutes: number }): string {
  return codeSms[language].replace(/\{(brand|code|minutes)\}/g, (_, k: keyof typeof values) => String(values[k]));
}
