import { useState } from 'react';
import { useTranslation } from '../../shared/i18n/react.tsx';
import { isApiError } from '../../shared/api/api-error.ts';
import { Button } from '../../shared/ui/button/button.tsx';
import { Spinner } from '../../shared/ui/spinner/spinner.tsx';
import { useElottGames } from './api/elott-games.ts';
import { useElottLive } from './api/elott-live.ts';
import { useElottVendors } from './api/elott-vendors.ts';
import { ElottTile } from './components/elott-tile.tsx';
import styles from './elott-page.module.css';

/** /elott (spec §2): the e-lottery lobby, each vendor's list (page 1, size 20) with live draws. */
export function Component() {
  const { t, i18n } = useTranslation(['lottery', 'errors']);
  const vendors = useElottVendors(i18n.language);
  const [chosen, setChosen] = useState<string | null>(null);
  const vendor = chosen ?? vendors.data?.[0]?.vassalage ?? null;
  const games = useElottGames(vendor, i18n.language);
  const live = useElottLive(i18n.language);
  const error = vendors.error ?? games.error;

  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <div>
          <h1 className={styles.title}>{t('elott.title')}</h1>
          <p className={styles.subtitle}>{t('elott.subtitle')}</p>
        </div>
        {(vendors.data?.length ?? 0) > 1 && (
          <div role="group" aria-label={t('elott.vendors')} className={styles.vendors}>
            {vendors.data!.map((v) => (
              <button
                key={v.vassalage}
                type="button"
                className={styles.vendor}
                aria-pressed={v.vassalage === vendor}
                onClick={() => setChosen(v.vassalage)}
              >
                {v.name}
              </button>
            ))}
          </div>
        )}
      </header>
      {error ? (
        <div className={styles.state} role="alert">
          <p>{t(isApiError(error) ? error.translationKey : 'errors:UNKNOWN')}</p>
          <Button variant="secondary" onClick={() => void (vendors.isError ? vendors.refetch() : games.refetch())}>
            {t('retry')}
          </Button>
        </div>
      ) : vendors.isPending || games.isPending ? (
        <div className={styles.state}>
          <Spinner size="lg" label={t('loading')} />
        </div>
      ) : (games.data?.games.length ?? 0) === 0 ? (
        <p className={styles.state}>{t('elott.empty')}</p>
      ) : (
        <ul className={styles.grid} aria-label={t('elott.games')}>
          {games.data!.games.map((game) => (
            <ElottTile
              key={game.nodeId}
              game={game}
              live={live.data && Object.hasOwn(live.data, game.gameId) ? live.data[game.gameId] : undefined}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
