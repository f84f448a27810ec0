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

type Fill = Record<string, string | number>;
const fill = (template: string, values: Fill) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => (Object.hasOwn(values, key) ? String(values[key]) : whole));

/** An e-mail in one language: its subject and plain-text body ({placeholders} filled by the sender). */
interface MailTemplate {
  subject: string;
  body: string[];
}

/** The code that confirms a new e-mail address ({brand}, {code}, {minutes}). */
const emailCode: Record<LocalePack, MailTemplate> = {
  en: {
    subject: '{brand}: confirm your e-mail address',
    body: [
      'Your verification code is {code}. It expires in {minutes} minutes.',
      'If you did not ask to add this address to your account, ignore this e-mail.',
    ],
  },
  fil: {
    subject: '{brand}: kumpirmahin ang iyong e-mail address',
    body: [
      'Ang iyong verification code ay {code}. Mag-e-expire ito sa loob ng {minutes} minuto.',
      'Kung hindi ikaw ang humiling na idagdag ang address na ito sa iyong account, huwag pansinin ang e-mail na ito.',
    ],
  },
  id: {
    subject: '{brand}: konfirmasi alamat e-mail Anda',
    body: [
      'Kode verifikasi Anda adalah {code}. Berlaku {minutes} menit.',
      'Jika Anda tidak meminta untuk menambahkan alamat ini ke akun Anda, abaikan e-mail ini.',
    ],
  },
  vi: {
    subject: '{brand}: xác nhận địa chỉ e-mail của bạn',
    body: [
      'Mã xác minh của bạn là {code}. Mã hết hạn sau {minutes} phút.',
      'Nếu bạn không yêu cầu thêm địa chỉ này vào tài khoản, hãy bỏ qua e-mail này.',
    ],
  },
  zh: {
    subject: '{brand}：确认您的电子邮箱地址',
    body: ['您的验证码是 {code}，{minutes} 分钟内有效。', '如果您没有申请将此地址添加到您的账户，请忽略此邮件。'],
  },
};

/** A temporary password after "forgot password" by e-mail ({brand}, {name}, {account}, {password}, {minutes}). */
const temporaryPassword: Record<LocalePack, MailTemplate> = {
  en: {
    subject: '{brand}: your temporary password',
    body: [
      'Hello {name},',
      '',
      'Someone asked to recover the password of {brand} account {account}.',
      'Temporary password: {password}',
      '',
      'It works once within {minutes} minutes; after logging in with it you choose a new password.',
      'If this was not you, ignore this message: your current password still works.',
    ],
  },
  fil: {
    subject: '{brand}: ang iyong pansamantalang password',
    body: [
      'Kumusta {name},',
      '',
      'May humiling na bawiin ang password ng {brand} account na {account}.',
      'Pansamantalang password: {password}',
      '',
      'Isang beses lang ito gumagana sa loob ng {minutes} minuto; pagkatapos mag-log in gamit ito, pipili ka ng bagong password.',
      'Kung hindi ikaw ito, huwag pansinin ang mensaheng ito: gumagana pa rin ang iyong kasalukuyang password.',
    ],
  },
  id: {
    subject: '{brand}: kata sandi sementara Anda',
    body: [
      'Halo {name},',
      '',
      'Seseorang meminta pemulihan kata sandi akun {brand} {account}.',
      'Kata sandi sementara: {password}',
      '',
      'Hanya berlaku sekali dalam {minutes} menit; setelah masuk dengannya, Anda memilih kata sandi baru.',
      'Jika ini bukan Anda, abaikan pesan ini: kata sandi Anda saat ini tetap berlaku.',
    ],
  },
  vi: {
    subject: '{brand}: mật khẩu tạm thời của bạn',
    body: [
      'Xin chào {name},',
      '',
      'Có người đã yêu cầu khôi phục mật khẩu của tài khoản {brand} {account}.',
      'Mật khẩu tạm thời: {password}',
      '',
      'Mật khẩu chỉ dùng được một lần trong {minutes} phút; sau khi đăng nhập bằng nó, bạn sẽ chọn mật khẩu mới.',
      'Nếu không phải bạn, hãy bỏ qua thư này: mật khẩu hiện tại của bạn vẫn dùng được.',
    ],
  },
  zh: {
    subject: '{brand}：您的临时密码',
    body: [
      '{name}，您好：',
      '',
      '有人申请找回 {brand} 账户 {account} 的密码。',
      '临时密码：{password}',
      '',
      '该密码仅可在 {minutes} 分钟内使用一次；用它登录后，您需要设置新密码。',
      '如果这不是您本人的操作，请忽略此邮件：您当前的密码仍然有效。',
    ],
  },
};

/** To the holder of a number someone tried to register with ({brand}). */
const numberTakenSms: Record<LocalePack, string> = {
  en: '{brand}: this number already has an account. Log in, or use "Forgot password".',
  fil: '{brand}: may account na ang numerong ito. Mag-log in, o gamitin ang "Nakalimutan ang password".',
  id: '{brand}: nomor ini sudah memiliki akun. Masuk, atau gunakan "Lupa kata sandi".',
  vi: '{brand}: số điện thoại này đã có tài khoản. Hãy đăng nhập hoặc dùng "Quên mật khẩu".',
  zh: '{brand}：该号码已注册账户。请直接登录，或使用"忘记密码"。',
};

const mail = (template: MailTemplate, values: Fill) => ({
  subject: fill(template.subject, values),
  body: fill(template.body.join('\n'), values),
});

export function emailCodeMail(language: LocalePack, values: { brand: string; code: string; minutes: number }) {
  return mail(emailCode[language], values);
}

export function temporaryPasswordMail(
  language: LocalePack,
  values: { brand: string; name: string; account: string; password: string; minutes: number },
) {
  return mail(temporaryPassword[language], values);
}

export function numberTakenSmsText(language: LocalePack, values: { brand: string }): string {
  return fill(numberTakenSms[language], values);
}
