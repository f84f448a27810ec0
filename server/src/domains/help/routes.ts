import { help } from '@tala/contract/help';
import { system } from '@tala/contract/system';
import type { Domain } from '../../http/app.ts';
import { AppError } from '../../http/app-error.ts';
import { pick, resolveLanguage } from '../system/text.ts';
import { articleExists, helpCentre, recordVote } from './queries.ts';
import { sanitiseArticle } from '../system/sanitise.ts';
import { searchArticles } from './search.ts';

/** The help centre: the spec's listing call, search, and the "was this helpful" vote. */
export const helpDomain: Domain = {
  name: 'help',
  register({ bind, platform }) {
    const { db } = platform;

    bind(system.helpCenter, async ({ input }) => {
      const lang = resolveLanguage(input.language);
      const { categories, articles } = await helpCentre(db);
      return {
        categories: categories.map((c) => ({
          id: c.id,
          code: c.code,
          title: pick(c.title, lang),
          articles: articles
            .filter((a) => a.category_id === c.id)
            .map((a) => ({
              id: a.id,
              slug: a.slug,
              title: pick(a.title, lang),
              content: sanitiseArticle(pick(a.content, lang)),
            })),
        })),
      };
    });

    bind(help.search, async ({ input }) => {
      const { categories, articles } = await helpCentre(db);
      const codes = new Map(categories.map((c) => [c.id, c.code]));
      return { hits: searchArticles(articles, codes, input.q, resolveLanguage(input.language)) };
    });

    bind(help.vote, async ({ input, member, ip }) => {
      if (!(await articleExists(db, input.articleId))) throw new AppError('NOT_FOUND');
      return recordVote(db, input.articleId, member ? `m:${member.id}` : `ip:${ip}`, input.helpful);
    });
  },
};
