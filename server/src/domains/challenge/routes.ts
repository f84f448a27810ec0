import { session } from '@tala/contract/session';
import type { Domain } from '../../http/app.ts';
import { enforce, limits, rateLimiter } from '../../http/rate-limit.ts';
import { issueChallenge } from './service.ts';

export const challengeDomain: Domain = {
  name: 'challenge',
  register({ bind, platform }) {
    bind(session.challenge, async ({ ip }) => {
      await enforce(rateLimiter(platform), `challenge:ip:${ip}`, limits.challengePerIp);
      const challenge = await issueChallenge(platform.db);
      return { parameters: { ...challenge.parameters }, signature: challenge.signature };
    });
  },
};
