import { z } from 'zod';
import { uploadLimits } from './core/uploads.ts';
import { endpoint, noInput } from './endpoint.ts';

const tags = ['feedback'] as const;

/**
 * Feedback and complaints (spec §4, §5, §7 `/wps/feedback` PUT): anyone may send one (a visitor
 * leaves a contact so the operator can answer); a member's are tied to his account, may carry images,
 * and he sees them with the operator's reply.
 */

/** Question types, in the form's order (spec §4). */
export const feedbackTypes = ['deposit', 'withdrawal', 'game', 'customerService', 'application', 'other'] as const;
export type FeedbackType = (typeof feedbackTypes)[number];

/** Longest contact (a mobile number, e-mail or messenger name). */
export const feedbackContactMax = 100;
/** Longest content in characters, whatever the word bounds: keeps one request small. */
export const feedbackContentMaxChars = 10_000;

/**
 * Words as the bounds count them: runs of letters or digits; each Chinese, Japanese or Thai
 * character counts as a word of its own, since those scripts put no spaces between words.
 */
export function countWords(text: string): number {
  return text.match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]|[\p{L}\p{N}'’-]+/gu)?.length ?? 0;
}

export const feedbackRules = z.object({
  minWords: z.number().int(),
  maxWords: z.number().int(),
  maxImages: z.number().int(),
});
export type FeedbackRules = z.infer<typeof feedbackRules>;

export const feedbackItem = z.object({
  id: z.number().int(),
  type: z.enum(feedbackTypes),
  content: z.string(),
  contact: z.string(),
  imageCount: z.number().int(),
  /** The images' addresses (`/wps/uploads/<id>`): served to their owner only, with his token. */
  images: z.array(z.string()),
  /** ISO 8601: the page shows it in the reader's own time, as every other time. */
  createdAt: z.string(),
  /** The operator's answer; null while none. */
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
});
export type FeedbackItem = z.infer<typeof feedbackItem>;

export const feedback = {
  rules: endpoint({
    id: 'feedback.rules',
    method: 'GET',
    path: '/wps/feedback/rules',
    auth: 'none',
    summary: "The brand's word-count bounds and the image limit of a feedback.",
    tags,
    input: noInput,
    output: feedbackRules,
  }),
  submit: endpoint({
    id: 'feedback.submit',
    method: 'PUT',
    path: '/wps/feedback',
    auth: 'optional',
    summary: 'Sends feedback or a complaint; with a token it is the member’s (and may carry his uploaded images).',
    tags,
    input: z.object({
      type: z.enum(feedbackTypes),
      content: z.string().trim().min(1).max(feedbackContentMaxChars),
      contact: z.string().trim().max(feedbackContactMax).default(''),
      images: z.array(z.string().max(64)).max(uploadLimits.maxPerForm).default([]),
    }),
    output: z.object({ id: z.number().int() }),
  }),
  mine: endpoint({
    id: 'feedback.mine',
    method: 'GET',
    path: '/wps/feedback/mine',
    auth: 'member',
    summary: "The member's own feedback, newest first, with the operator's replies.",
    tags,
    input: noInput,
    output: z.object({ list: z.array(feedbackItem) }),
  }),
} as const;
