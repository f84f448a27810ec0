import type { HelpSearchHit } from '@tala/contract/help';
import type { LocalePack } from '@tala/contract/languages';
import { pick } from '../system/text.ts';
import type { ArticleRow } from './queries.ts';
import { articleText } from '../system/sanitise.ts';

const excerptLength = 160;

function excerpt(text: string, at: number): string {
  const start = Math.max(0, at - 40);
  const slice = text.slice(start, start + excerptLength);
  return `${start > 0 ? '…' : ''}${slice}${start + excerptLength < text.length ? '…' : ''}`;
}

/**
 * Articles holding every word of the query (case-insensitive, in the reader's language): those with
 * all words in the title first, then the rest, each group in display order. The help centre is a few
 * dozen articles, so matching in memory is simpler and as fast as a text index.
 */
export function searchArticles(
  articles: readonly ArticleRow[],
  categoryCode: ReadonlyMap<number, string>,
  query: string,
  lang: LocalePack,
): HelpSearchHit[] {
  const words = query.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  const hits: { hit: HelpSearchHit; rank: number }[] = [];
  for (const a of articles) {
    const title = pick(a.title, lang);
    const text = articleText(pick(a.content, lang));
    const lowTitle = title.toLocaleLowerCase();
    const lowText = text.toLocaleLowerCase();
    if (!words.every((w) => lowTitle.includes(w) || lowText.includes(w))) continue;
    const inTitle = words.every((w) => lowTitle.includes(w));
    const first = Math.max(0, Math.min(...words.map((w) => lowText.indexOf(w)).filter((i) => i >= 0), lowText.length));
    hits.push({
      rank: inTitle ? 0 : 1,
      hit: {
        id: a.id,
        slug: a.slug,
        categoryCode: categoryCode.get(a.category_id) ?? '',
        title,
        excerpt: excerpt(text, first === lowText.length ? 0 : first),
      },
    });
  }
  return hits.sort((x, y) => x.rank - y.rank).map((h) => h.hit);
}
