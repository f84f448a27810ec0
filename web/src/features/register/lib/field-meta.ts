import type { InputHTMLAttributes } from 'react';

type InputProps = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'inputMode' | 'autoComplete' | 'autoCapitalize' | 'spellCheck'
>;

/** Fields whose value is a secret: a password input with a show/hide toggle. */
export const passwordFields: readonly string[] = ['password', 'confirmPassword', 'paymentPassword'];

const text: InputProps = { type: 'text', autoCapitalize: 'off', spellCheck: false };
const digits: InputProps = { type: 'text', inputMode: 'numeric', autoComplete: 'off' };

/** Input attributes per registration field (spec §3 payload), so phones show the right keyboard. */
export const fieldInput: Record<string, InputProps> = {
  username: { ...text, autoComplete: 'username' },
  password: { autoComplete: 'new-password' },
  confirmPassword: { autoComplete: 'new-password' },
  paymentPassword: { inputMode: 'numeric', autoComplete: 'off' },
  mobileNum: { type: 'tel', inputMode: 'numeric', autoComplete: 'tel-national' },
  verificationCode: { ...digits, autoComplete: 'one-time-code' },
  email: { type: 'email', autoComplete: 'email', spellCheck: false },
  payeeName: { type: 'text', autoComplete: 'name', autoCapitalize: 'words' },
  qqNum: digits,
  whatsapp: { type: 'tel', inputMode: 'numeric', autoComplete: 'off' },
  zalo: { type: 'tel', inputMode: 'numeric', autoComplete: 'off' },
  line: text,
  facebook: text,
  wechat: text,
  idNumber: text,
  affiliateCode: { ...text, autoComplete: 'off', autoCapitalize: 'characters' },
  recommenderId: { ...text, autoComplete: 'off' },
  captcha: { ...text, autoComplete: 'off' },
};

/** Fields that show their rule's text under the input as a hint before any error. */
export const hintedFields: readonly string[] = ['username', 'password', 'mobileNum'];
