import { countWords, type FeedbackItem, type FeedbackType } from '@tala/contract/feedback';
import { UPLOAD_PATH } from '@tala/contract/core/uploads';
import type { Member, Platform } from '../../http/context.ts';
import { AppError } from '../../http/app-error.ts';
import { enforce, rateLimiter, type Limit } from '../../http/rate-limit.ts';
import { readSetting } from '../system/settings.ts';
import { attachUploads } from '../uploads/store.ts';
import { insertFeedback, setFeedbackImages, type FeedbackRow } from './queries.ts';

/** Feedback needs no login, so it is counted per address (and per member) to keep floods out. */
const perIp: Limit = { max: 10, windowSeconds: 3600 };
const perMember: Limit = { max: 10, windowSeconds: 3600 };

export interface NewFeedback {
  type: FeedbackType;
  content: string;
  contact: string;
  images: string[];
}

/**
 * Records one feedback: the content within the brand's word bounds, a contact when a visitor sends
 * it (otherwise nobody could answer), images only from a member's own unused feedback uploads —
 * the row and the images' attachment in one transaction, so a refused image leaves no feedback.
 */
export async function submitFeedback(platform: Platform, member: Member | null, ip: string, input: NewFeedback) {
  const { db } = platform;
  const bounds = await readSetting(db, 'feedbackWords');
  const words = countWords(input.content);
  if (words < bounds.min || words > bounds.max) throw new AppError('FEEDBACK_WORD_COUNT', { field: 'content' });
  if (!member && !input.contact) throw new AppError('FEEDBACK_CONTACT_REQUIRED', { field: 'contact' });
  if (!member && input.images.length) throw new AppError('UPLOAD_NOT_FOUND', { field: 'images' });
  const limiter = rateLimiter(platform);
  await enforce(limiter, `feedback:ip:${ip}`, perIp);
  if (member) await enforce(limiter, `feedback:member:${member.id}`, perMember);
  return db.tx(async (sql) => {
    const id = await insertFeedback(sql, {
      memberId: member?.id ?? null,
      type: input.type,
      content: input.content,
      contact: input.contact,
      ip,
    });
    if (member && input.images.length) {
      const images = await attachUploads(sql, {
        memberId: member.id,
        ids: input.images,
        purpose: 'feedback',
        attachTo: `feedback:${id}`,
      });
      await setFeedbackImages(sql, id, images);
    }
    return { id };
  });
}

export function toItem(row: FeedbackRow): FeedbackItem {
  return {
    id: row.id,
    type: row.type as FeedbackType,
    content: row.content,
    contact: row.contact,
    imageCount: row.images.length,
    images: row.images.map((id) => `${UPLOAD_PATH}/${id}`),
    createdAt: new Date(row.created_at).toISOString(),
    reply: row.reply,
    repliedAt: row.replied_at ? new Date(row.replied_at).toISOString() : null,
  };
}
