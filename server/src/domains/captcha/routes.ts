import { session } from '@tala/contract/session';
import type { Domain } from '../../http/app.ts';
import { enforce, limits, rateLimiter } from '../../http/rate-limit.ts';
import { issueCaptcha } from './service.ts';

export const captchaDomain: Domain = {
  name: 'captcha',
  register({ bind, platform }) {
    bind(session.captcha, async ({ ip, reply }) => {
      await enforce(rateLimiter(platform), `captcha:ip:${ip}`, limits.captchaPerIp);
      reply.header('cache-control', 'no-store');
      return issueCaptcha(platform.db, ip);
    });
  },
};
