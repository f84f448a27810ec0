import { useRef, useState } from 'react';
import { MAX_SLIP_LINES } from '@tala/contract/core/bet-slip';
import { useTranslation } from '../../../shared/i18n/react.tsx';
import { Link } from '../../../shared/router/react.tsx';
import { isApiError } from '../../../shared/api/api-error.ts';
import { useBalance } from '../../../shared/api/balance.ts';
import { paths } from '../../../shared/lib/paths.ts';
import { useServerNow } from '../../../shared/ui/countdown/use-server-now.ts';
import { Spinner } from '../../../shared/ui/spinner/spinner.tsx';
import { useNumeroBets } from '../api/bet-records.ts';
import { useGameDetail } from '../api/game-detail.ts';
import { useServerTimeSync } from '../api/server-time.ts';
import { useSessionUser } from '../api/session.ts';
import { useLotteryPush } from '../api/use-lottery-push.ts';
import { BetBuilder } from '../components/betting/bet-builder.tsx';
import { BetSlip } from '../components/betting/bet-slip.tsx';
import { DrawHistory } from '../components/betting/draw-history.tsx';
import { GameHeader } from '../components/betting/game-header.tsx';
import { MyBets } from '../components/betting/my-bets.tsx';
import { outcomeOf, ResultBanner } from '../components/betting/result-banner.tsx';
import { SlipBar } from '../components/betting/slip-bar.tsx';
import type { SlipLine } from '../model/bet-slip.ts';
import { useRefreshTimer } from '../model/use-refresh-timer.ts';
import { useAnnouncedDraw } from './use-announced-draw.ts';
import styles from './betting-view.module.css';

let lineSeq = 0;

/** /lottery?gameCode=… (spec §2, §3): pick, stake, confirm, and watch the draw arrive live. */
export function BettingView({ gameCode, playType }: { gameCode: string; playType: string | null }) {
  const { t, i18n } = useTranslation(['lottery', 'errors']);
  const account = useSessionUser();
  const now = useServerNow(1000);
  useServerTimeSync();
  useLotteryPush(account);
  const detail = useGameDetail(gameCode, i18n.language);
  const balance = useBalance();
  const game = detail.data?.game;
  useRefreshTimer(true, game ? [game] : undefined, detail.dataUpdatedAt, detail.refetch);

  const [playCode, setPlayCode] = useState(playType ?? '');
  const [lines, setLines] = useState<SlipLine[]>([]);
  const slipRef = useRef<HTMLDivElement>(null);
  const [announced, dismiss] = useAnnouncedDraw(detail.data ? detail.data.last : undefined);
  const announcedBets = useNumeroBets(account, gameCode, announced?.numero ?? null, 2000);
  const outcome = outcomeOf(announcedBets.data?.list);

  if (detail.isPending) {
    return (
      <div className={styles.center}>
        <Spinner size="lg" label={t('loading')} />
      </div>
    );
  }
  if (detail.isError || !game) {
    const notFound = isApiError(detail.error) && (detail.error.code === 'GAME_NOT_FOUND' || detail.error.code === 'NOT_FOUND');
    return (
      <div className={styles.center} role="alert">
        <h1 className={styles.problemTitle}>
          {notFound ? t('betting.notFound') : t(isApiError(detail.error) ? detail.error.translationKey : 'errors:UNKNOWN')}
        </h1>
        <Link to={paths.lottery()}>{t('betting.backToLobby')}</Link>
      </div>
    );
  }

  const { playTypes, current, last } = detail.data;
  const closed = game.status !== 'OPEN' || game.lockAt === null || game.lockAt <= now;
  const nameOf = (code: string) => playTypes.find((p) => p.code === code)?.name ?? code;
  const chosenPlay = playTypes.some((p) => p.code === playCode) ? playCode : (playTypes[0]?.code ?? '');

  return (
    <div className={styles.page}>
      <GameHeader game={game} current={current} last={last} fresh={announced !== null && announced.numero === last?.numero} />
      {announced && <ResultBanner draw={announced} outcome={outcome} onClose={dismiss} />}
      <div className={styles.grid}>
        <BetBuilder
          playTypes={playTypes}
          playCode={chosenPlay}
          onPlayChange={setPlayCode}
          disabled={lines.length >= MAX_SLIP_LINES}
          onAdd={(line) => setLines((old) => [...old, { ...line, key: `l${++lineSeq}` }])}
        />
        <aside ref={slipRef} className={styles.aside} aria-label={t('betting.sidePanel')} tabIndex={-1}>
          <BetSlip
            account={account}
            gameCode={gameCode}
            numero={game.numero}
            closed={closed}
            lines={lines}
            playTypes={playTypes}
            mainBalanceMinor={account ? (balance.data?.mainBalanceMinor ?? null) : null}
            onRemove={(key) => setLines((old) => old.filter((line) => line.key !== key))}
            onPlaced={() => setLines([])}
          />
          {account && <MyBets account={account} gameCode={gameCode} numero={game.numero} now={now} nameOf={nameOf} />}
        </aside>
      </div>
      <SlipBar
        lines={lines}
        onOpen={() => {
          slipRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
          slipRef.current?.focus({ preventScroll: true });
        }}
      />
      <DrawHistory gameCode={gameCode} />
    </div>
  );
}
