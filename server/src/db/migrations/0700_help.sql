-- Help centre (help domain): a stable name per article for deep links (the register form and the
-- footer link to the agreement, privacy and terms articles), and the "was this helpful" votes.

ALTER TABLE help_articles ADD COLUMN slug text;
-- articles seeded before slugs existed get a name from their id, so every article has one
UPDATE help_articles SET slug = 'article-' || id WHERE slug IS NULL;
ALTER TABLE help_articles ALTER COLUMN slug SET NOT NULL;
CREATE UNIQUE INDEX help_articles_slug ON help_articles (slug);

-- One vote per voter and article; voting again replaces the earlier answer. The voter is 'm:<member
-- id>' for a logged-in member and 'ip:<address>' for a visitor.
CREATE TABLE help_votes (
  article_id integer NOT NULL REFERENCES help_articles (id) ON DELETE CASCADE,
  voter text NOT NULL,
  helpful boolean NOT NULL,
  voted_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (article_id, voter)
);
