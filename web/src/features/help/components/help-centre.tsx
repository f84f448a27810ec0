import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../shared/i18n/react.tsx';
import { Link, useNavigate, useSearchParams } from '../../../shared/router/react.tsx';
import type { HelpCategory } from '@tala/contract/system';
import { paths, type HelpQuery } from '../../../shared/lib/paths.ts';
import { Button } from '../../../shared/ui/button/button.tsx';
import { ChevronLeftIcon } from '../../../shared/ui/icons/icons.tsx';
import { SafeHtml } from '../../../shared/ui/safe-html/safe-html.tsx';
import { Spinner } from '../../../shared/ui/spinner/spinner.tsx';
import { useHelpCentre, useHelpSearch } from '../api/help-centre.ts';
import { HelpfulVote } from './helpful-vote.tsx';
import styles from './help-centre.module.css';

type Article = HelpCategory['articles'][number];

/**
 * The help centre (spec §2 /help and /helpmc): categories and their articles, search, and an
 * article view. What is shown lives in the address (?article=<name>, ?code=<category>, ?q=<text>),
 * so the register form, the footer and customer-service links can point straight at an article.
 * `embedded` is the /helpmc variant: it links within /helpmc so a frame never leaves it.
 */
export function HelpCentre({ embedded = false }: { embedded?: boolean }) {
  const { t } = useTranslation(['help', 'errors']);
  const [params] = useSearchParams();
  const link = (query?: HelpQuery) => (embedded ? paths.helpmc(query) : paths.help(query));
  const centre = useHelpCentre();
  const q = params.get('q')?.trim() ?? '';
  // customer-service links name a topic; an article of that name opens (an unknown topic shows the index)
  const asked = params.get('article');
  const slug = asked ?? params.get('topic');
  const code = params.get('code');
  const categories = centre.data ?? [];
  const article = slug ? findArticle(categories, slug) : undefined;
  const category = code ? categories.find((c) => c.code === code) : undefined;
  const selected = Boolean(q || article || category);

  return (
    <section className={styles.page} aria-labelledby="help-title">
      <div className={styles.top}>
        <h1 id="help-title" className={styles.title}>
          {t('title')}
        </h1>
        <SearchBox key={q} initial={q} link={link} />
      </div>
      {centre.isPending ? (
        <Spinner size="lg" label={t('loading')} />
      ) : centre.isError ? (
        <p role="alert" className={styles.muted}>
          {t('loadFailed')}
        </p>
      ) : (
        <div className={[styles.layout, selected ? styles.selected : ''].join(' ')}>
          <nav className={styles.index} aria-label={t('topics')}>
            {categories.map((c) => (
              <div key={c.id} className={styles.group}>
                <h2 className={styles.groupTitle}>
                  <Link to={link({ code: c.code })} aria-current={c === category ? 'true' : undefined}>
                    {c.title}
                  </Link>
                </h2>
                <ul className={styles.articleLinks}>
                  {c.articles.map((a) => (
                    <li key={a.id}>
                      <Link to={link({ article: a.slug })} aria-current={a === article ? 'page' : undefined}>
                        {a.title}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
          <div className={styles.main}>
            {selected && (
              <Link to={link()} className={styles.back}>
                <ChevronLeftIcon aria-hidden="true" />
                {t('allTopics')}
              </Link>
            )}
            {q ? (
              <SearchResults q={q} link={link} />
            ) : article ? (
              <ArticleView key={article.id} article={article} />
            ) : asked ? (
              <p role="alert" className={styles.muted}>
                {t('articleMissing')}
              </p>
            ) : category ? (
              <CategoryView category={category} link={link} />
            ) : (
              <Welcome categories={categories} link={link} />
            )}
          </div>
        </div>
      )}
    </section>
  );
}

function findArticle(categories: readonly HelpCategory[], slug: string): Article | undefined {
  for (const c of categories) {
    const found = c.articles.find((a) => a.slug === slug);
    if (found) return found;
  }
  return undefined;
}

type LinkFor = (query?: HelpQuery) => string;

function SearchBox({ initial, link }: { initial: string; link: LinkFor }) {
  const { t } = useTranslation('help');
  const navigate = useNavigate();
  const id = useId();
  const [text, setText] = useState(initial);
  function submit(event: FormEvent) {
    event.preventDefault();
    const q = text.trim().slice(0, 80);
    if (q) void navigate(link({ q }));
  }
  return (
    <form role="search" className={styles.search} onSubmit={submit}>
      <label htmlFor={id} className={styles.visuallyHidden}>
        {t('searchLabel')}
      </label>
      <input
        id={id}
        type="search"
        className={styles.searchInput}
        value={text}
        maxLength={80}
        placeholder={t('searchPlaceholder')}
        onChange={(e) => setText(e.target.value)}
      />
      <Button type="submit">{t('search')}</Button>
    </form>
  );
}

function SearchResults({ q, link }: { q: string; link: LinkFor }) {
  const { t } = useTranslation(['help', 'errors']);
  const search = useHelpSearch(q);
  return (
    <section aria-labelledby="help-results">
      <h2 id="help-results" className={styles.heading}>
        {t('resultsFor', { q })}
      </h2>
      {search.isPending ? (
        <Spinner label={t('searching')} />
      ) : search.isError ? (
        <p role="alert" className={styles.muted}>
          {t('searchFailed')}
        </p>
      ) : search.data.length === 0 ? (
        <p className={styles.muted}>{t('noResults')}</p>
      ) : (
        <ul className={styles.results}>
          {search.data.map((hit) => (
            <li key={hit.id}>
              <Link to={link({ article: hit.slug })} className={styles.resultTitle}>
                {hit.title}
              </Link>
              <p className={styles.muted}>{hit.excerpt}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ArticleView({ article }: { article: Article }) {
  return (
    <article aria-labelledby="help-article" className={styles.article}>
      <h2 id="help-article" className={styles.heading}>
        {article.title}
      </h2>
      <SafeHtml html={article.content} className={styles.content} />
      <HelpfulVote articleId={article.id} />
    </article>
  );
}

function CategoryView({ category, link }: { category: HelpCategory; link: LinkFor }) {
  return (
    <section aria-labelledby="help-category">
      <h2 id="help-category" className={styles.heading}>
        {category.title}
      </h2>
      <ul className={styles.results}>
        {category.articles.map((a) => (
          <li key={a.id}>
            <Link to={link({ article: a.slug })} className={styles.resultTitle}>
              {a.title}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Welcome({ categories, link }: { categories: readonly HelpCategory[]; link: LinkFor }) {
  const { t } = useTranslation('help');
  return (
    <section aria-labelledby="help-welcome">
      <h2 id="help-welcome" className={styles.heading}>
        {t('welcome')}
      </h2>
      <ul className={styles.cards}>
        {categories.map((c) => (
          <li key={c.id}>
            <Link to={link({ code: c.code })} className={styles.card}>
              <span className={styles.cardTitle}>{c.title}</span>
              <span className={styles.muted}>{t('articleCount', { count: c.articles.length })}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
