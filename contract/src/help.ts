import { z } from 'zod';
import { endpoint } from './endpoint.ts';

const tags = ['help'] as const;

/**
 * The help centre beyond the spec's one listing call (/wps/system/helpCenter): search across the
 * articles and the "was this helpful" vote. Article HTML is sanitised on the server with a strict
 * allow-list before it leaves (and again by the web before it is drawn).
 */

/** Longest search text accepted; longer input is refused, not cut. */
export const helpSearchMaxLength = 80;

export const helpSearchHit = z.object({
  id: z.number().int(),
  slug: z.string(),
  categoryCode: z.string(),
  title: z.string(),
  /** Plain text around the first match (no HTML). */
  excerpt: z.string(),
});
export type HelpSearchHit = z.infer<typeof helpSearchHit>;

export const helpVotes = z.object({ helpful: z.number().int(), notHelpful: z.number().int() });
export type HelpVotes = z.infer<typeof helpVotes>;

export const help = {
  search: endpoint({
    id: 'help.search',
    method: 'GET',
    path: '/wps/help/search',
    auth: 'none',
    summary: 'Articles whose title or text contains every word of the query, best title matches first.',
    tags,
    input: z.object({
      q: z.string().trim().min(1).max(helpSearchMaxLength),
      language: z.string().max(8).optional(),
    }),
    output: z.object({ hits: z.array(helpSearchHit) }),
  }),
  vote: endpoint({
    id: 'help.vote',
    method: 'POST',
    path: '/wps/help/vote',
    auth: 'optional',
    summary: 'Records whether an article helped: one vote per member (or per address for visitors), the latest counts.',
    tags,
    input: z.object({ articleId: z.number().int().positive(), helpful: z.boolean() }),
    output: helpVotes,
  }),
} as const;
