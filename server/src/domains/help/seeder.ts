import type { Seeder } from '../../seed/seed.ts';

const json = (v: unknown) => JSON.stringify(v);

/** The brand file's help centre: categories and articles, each article under its deep-link name. */
export const seedHelp: Seeder = async (sql, b) => {
  for (const [i, cat] of b.help.entries()) {
    const [row] = await sql.query<{ id: number }>(
      'INSERT INTO help_categories (code, title, sort) VALUES ($1, $2::jsonb, $3) RETURNING id',
      [cat.code, json(cat.title), i],
    );
    for (const [j, a] of cat.articles.entries()) {
      await sql.query(
        'INSERT INTO help_articles (category_id, slug, title, content, sort) VALUES ($1, $2, $3::jsonb, $4::jsonb, $5)',
        [row!.id, a.slug ?? `${cat.code}-${j + 1}`, json(a.title), json(a.content), j],
      );
    }
  }
};
