import { useId, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/react.tsx';
import { useFormat } from '../../../shared/lib/format.ts';
import { useIsLoggedIn } from '../../../shared/state/session.ts';
import { openDialog } from '../../../shared/state/ui-store.ts';
import { Button } from '../../../shared/ui/button/button.tsx';
import { Spinner } from '../../../shared/ui/spinner/spinner.tsx';
import { useRooms } from '../api/small-queries.ts';
import { UsersIcon } from './lobby-icons.tsx';
import styles from './pvp-rooms.module.css';

/** Rooms shown before "show all". */
const FIRST_ROOMS = 6;

/** PvP rooms (card tables) with seats; the list needs a member token (spec §6). */
export function PvpRooms() {
  const { t } = useTranslation('lobby');
  const { moneyText } = useFormat();
  const headingId = useId();
  const loggedIn = useIsLoggedIn();
  const rooms = useRooms();
  const [all, setAll] = useState(false);
  const shown = all ? rooms.data : rooms.data?.slice(0, FIRST_ROOMS);

  return (
    <section className={styles.rooms} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        <UsersIcon /> {t('rooms.title')}
      </h2>
      {!loggedIn ? (
        <div className={styles.gate}>
          <p>{t('rooms.loginText')}</p>
          <Button size="sm" onClick={() => openDialog({ name: 'login', tab: 'login' })}>
            {t('rooms.login')}
          </Button>
        </div>
      ) : rooms.isPending ? (
        <Spinner label={t('games.loading')} />
      ) : !rooms.data?.length ? (
        <p className={styles.none}>{t('rooms.none')}</p>
      ) : (
        <>
          <ul className={styles.list}>
            {shown?.map((room) => {
              const full = room.status === 'full';
              return (
                <li key={room.roomId} className={styles.room}>
                  <div className={styles.info}>
                    <span className={styles.name}>{room.name}</span>
                    <span className={styles.game}>{room.gameName}</span>
                  </div>
                  <div className={styles.seats} aria-label={t('rooms.seats', { players: room.players, max: room.maxPlayers })}>
                    <span className={styles.bar} aria-hidden="true">
                      <span style={{ width: `${(room.players / Math.max(1, room.maxPlayers)) * 100}%` }} />
                    </span>
                    <span aria-hidden="true">
                      {room.players}/{room.maxPlayers}
                    </span>
                  </div>
                  <span className={styles.bet}>{t('rooms.minBet', { amount: moneyText(room.minBet) })}</span>
                  <Button
                    size="sm"
                    variant={full ? 'secondary' : 'primary'}
                    disabled={full}
                    aria-label={t('rooms.join', { name: room.name })}
                    onClick={() =>
                      openDialog({
                        name: 'gameLaunch',
                        game: {
                          vassalage: room.vassalage,
                          gameType: 'PVP',
                          nodeId: room.nodeId,
                          roomId: room.roomId,
                          gameName: room.name,
                          isGame: 'GAME',
                        },
                      })
                    }
                  >
                    {full ? t('rooms.full') : t('rooms.sit')}
                  </Button>
                </li>
              );
            })}
          </ul>
          {rooms.data.length > FIRST_ROOMS && (
            <Button variant="secondary" size="sm" className={styles.more} aria-expanded={all} onClick={() => setAll(!all)}>
              {all ? t('rooms.fewer') : t('rooms.all', { count: rooms.data.length })}
            </Button>
          )}
        </>
      )}
    </section>
  );
}
