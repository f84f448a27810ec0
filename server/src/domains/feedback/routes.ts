import { feedback } from '@tala/contract/feedback';
import { uploadLimits } from '@tala/contract/core/uploads';
import type { Domain } from '../../http/app.ts';
import { readSetting } from '../system/settings.ts';
import { memberFeedback } from './queries.ts';
import { submitFeedback, toItem } from './submit.ts';

/** Feedback and complaints: the rules, sending one, and the member's own list with replies. */
export const feedbackDomain: Domain = {
  name: 'feedback',
  register({ bind, platform }) {
    const { db } = platform;

    bind(feedback.rules, async () => {
      const bounds = await readSetting(db, 'feedbackWords');
      return { minWords: bounds.min, maxWords: bounds.max, maxImages: uploadLimits.maxPerForm };
    });

    bind(feedback.submit, ({ member, ip, input }) => submitFeedback(platform, member, ip, input));

    bind(feedback.mine, async ({ member }) => ({ list: (await memberFeedback(db, member!.id)).map(toItem) }));
  },
};
