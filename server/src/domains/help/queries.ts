import type { Sql } from '../../db/client.ts';

export type ArticleRow = {
  id: number;
  category_id: number;
  slug: string;
  title: unknown;
  content: unknown;
};

/** Help-centre categories and their articles, in display order (titles and contents translated JSON). */
export async function helpCentre(sql: Sql) {
  const [categories, articles] = await Promise.all([
    sql.query<{ id: number; code: string; title: unknown }>('SELECT id, code, title FROM help_categories ORDER BY sort, id'),
    sql.query<ArticleRow>('SELECT id, category_id, slug, title, content FROM help_articles ORDER BY sort, id'),
  ]);
  return { categories, articles };
}

export async function articleExists(sql: Sql, id: number): Promise<boolean> {
  const rows = await sql.query<{ id: number }>('SELECT id FROM help_articles WHERE id = $1', [id]);
  return rows.length > 0;
}

/** Records (or replaces) a voter's answer and returns the article's counts after it. */
export async function recordVote(sql: Sql, articleId: number, voter: string, helpful: boolean) {
  await sql.query(
    `INSERT INTO help_votes (article_id, voter, helpful) VALUES ($1, $2, $3)
     ON CONFLICT (article_id, voter) DO UPDATE SET helpful = EXCLUDED.helpful, voted_at = now()`,
    [articleId, voter, helpful],
  );
  const [row] = await sql.query<{ helpful: number; not_helpful: number }>(
    `SELECT count(*) FILTER (WHERE helpful)::int AS helpful, count(*) FILTER (WHERE NOT helpful)::int AS not_helpful
       FROM help_votes WHERE article_id = $1`,
    [articleId],
  );
  return { helpful: row?.helpful ?? 0, notHelpful: row?.not_helpful ?? 0 };
}

/** Every article with its vote counts, for the operator. */
export function voteSummary(sql: Sql) {
  return sql.query<{ id: number; slug: string; title: unknown; helpful: number; not_helpful: number }>(
    `SELECT a.id, a.slug, a.title,
            count(v.*) FILTER (WHERE v.helpful)::int AS helpful,
            count(v.*) FILTER (WHERE NOT v.helpful)::int AS not_helpful
       FROM help_articles a LEFT JOIN help_votes v ON v.article_id = a.id
      GROUP BY a.id ORDER BY a.id`,
  );
}
