import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localePacks } from '@tala/contract/languages';
import { forgotByEmail } from '../src/domains/member/password-flows.ts';
import { sendEmailCode } from '../src/domains/member/security.ts';
import { codeIn } from '../src/domains/notify/routes.ts';
import { codeSmsText, emailCodeMail, numberTakenSmsText, temporaryPasswordMail } from '../src/domains/notify/templates.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { createTestMember } from './members.ts';
import { freshIp } from './session-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const latestTo = async (recipient: string) =>
  (
    await t.db.query<{ subject: string; body: string }>(
      'SELECT subject, body FROM outbox WHERE recipient = $1 ORDER BY id DESC LIMIT 1',
      [recipient],
    )
  )[0]!;

describe('member messages in the member’s language', () => {
  it('every template exists in all five languages, fully filled, and the dev outbox finds the code in each', () => {
    const seen = new Set<string>();
    for (const language of localePacks) {
      const texts = [
        codeSmsText(language, { brand: 'Zeta', code: '123456', minutes: 5 }),
        numberTakenSmsText(language, { brand: 'Zeta' }),
        ...Object.values(emailCodeMail(language, { brand: 'Zeta', code: '654321', minutes: 5 })),
        ...Object.values(
          temporaryPasswordMail(language, { brand: 'Zeta', name: 'Ana', account: 'ana01', password: 'Xy7Kp2Qm9R', minutes: 30 }),
        ),
      ];
      for (const text of texts) {
        expect(text, `${language}: ${text}`).not.toMatch(/\{\w+\}/);
        seen.add(text);
      }
      // the SMS texts and the e-mail subjects name the brand
      for (const i of [0, 1, 2, 4]) expect(texts[i]).toContain('Zeta');
      expect(codeIn(texts[0]!)).toBe('123456');
      expect(codeIn(texts[3]!)).toBe('654321');
      expect(codeIn(texts[5]!), language).toBe('Xy7Kp2Qm9R');
    }
    // no language falls back to another's wording
    expect(seen.size).toBe(localePacks.length * 6);
  });

  it('mails the temporary password and the e-mail code in the member’s language', async () => {
    const fil = await createTestMember(t.db);
    const email = `fil${Date.now()}@example.com`;
    await t.db.query("UPDATE members SET language = 'PH', email = $2 WHERE id = $1", [fil.id, email]);
    await forgotByEmail(t.platform, { username: fil.account, email }, freshIp());
    const mail = await latestTo(email);
    expect(mail.subject).toMatch(/ang iyong pansamantalang password$/);
    expect(mail.body).toContain(`Kumusta ${fil.account},`);
    expect(codeIn(mail.body)).toMatch(/^[A-Za-z0-9]{10}$/);

    const zh = await createTestMember(t.db);
    await t.db.query("UPDATE members SET language = 'zh' WHERE id = $1", [zh.id]);
    const newAddress = `zh${Date.now()}@example.com`;
    await sendEmailCode(
      t.platform,
      { id: zh.id, account: zh.account, isAgent: 0, sessionId: 0 },
      { email: newAddress },
      freshIp(),
    );
    const code = await latestTo(newAddress);
    expect(code.subject).toMatch(/确认您的电子邮箱地址$/);
    expect(code.body).toMatch(/您的验证码是 \d{6}/);
    expect(codeIn(code.body)).toMatch(/^\d{6}$/);
  });
});
