import { useMemo } from 'react';
import { useTranslation } from '../../shared/i18n/react.tsx';
import { isApiError } from '../../shared/api/api-error.ts';
import { Button } from '../../shared/ui/button/button.tsx';
import { Spinner } from '../../shared/ui/spinner/spinner.tsx';
import { useVnGames, type VnMenu } from './api/vn-games.ts';
import { useVnLive } from './api/use-vn-live.ts';
import { VnGameRow } from './components/vn-game-row.tsx';
import { VnPrizeTiers } from './components/vn-prize-tiers.tsx';
import { VnResults } from './components/vn-results.tsx';
import styles from './vnlottery-page.module.css';

/** /vnlottery (spec §2): the Vietnam lottery games by region, counting down, and their latest results. */
export function Component() {
  const { t, i18n } = useTranslation(['lottery', 'errors']);
  const games = useVnGames(i18n.language);
  const all = useMemo(() => {
    const seen = new Map<string, VnMenu['games'][number]>();
    for (const menu of games.data ?? [])
      for (const game of menu.games) if (!seen.has(game.gameCode)) seen.set(game.gameCode, game);
    return [...seen.values()];
  }, [games.data]);
  useVnLive(useMemo(() => new Set(all.map((g) => g.gameCode)), [all]));
  // a game listed by a generic menu (Fast games, Every 5 minutes) and by a Vietnam menu shows once,
  // under the Vietnam menu; menus left without games are not shown
  const sections = useMemo(() => {
    const list = games.data ?? [];
    const vnFirst = [...list].sort((a, b) => Number(!a.tag.startsWith('VN_')) - Number(!b.tag.startsWith('VN_')));
    const seen = new Set<string>();
    const kept = new Map<string, (typeof list)[number]['games']>();
    for (const menu of vnFirst) {
      kept.set(
        menu.tag,
        menu.games.filter((game) => !seen.has(game.gameCode)),
      );
      for (const game of menu.games) seen.add(game.gameCode);
    }
    return list.map((menu) => ({ ...menu, games: kept.get(menu.tag) ?? [] })).filter((menu) => menu.games.length > 0);
  }, [games.data]);

  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <p className={styles.kicker}>{t('vn.kicker')}</p>
        <h1 className={styles.title}>{t('vn.title')}</h1>
        <p className={styles.subtitle}>{t('vn.subtitle')}</p>
      </header>
      {games.isPending ? (
        <div className={styles.loading}>
          <Spinner size="lg" label={t('loading')} />
        </div>
      ) : games.isError ? (
        <div className={styles.loading} role="alert">
          <p>{t(isApiError(games.error) ? games.error.translationKey : 'errors:UNKNOWN')}</p>
          <Button variant="secondary" onClick={() => void games.refetch()}>
            {t('retry')}
          </Button>
        </div>
      ) : (
        sections.map((menu) => (
          <section key={menu.tag} className={styles.region} aria-labelledby={`vn-${menu.tag}`}>
            <h2 id={`vn-${menu.tag}`} className={styles.regionTitle}>
              {menu.labelName}
            </h2>
            <ul className={styles.rows}>
              {menu.games.map((game) => (
                <VnGameRow key={game.gameCode} game={game} />
              ))}
            </ul>
          </section>
        ))
      )}
      <VnResults games={all} language={i18n.language} />
      <VnPrizeTiers />
    </div>
  );
}
