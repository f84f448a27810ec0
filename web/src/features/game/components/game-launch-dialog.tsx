import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../shared/i18n/react.tsx';
import { useNavigate } from '../../../shared/router/react.tsx';
import { useBrand } from '../../../shared/api/system-queries.ts';
import { useIsLoggedIn } from '../../../shared/state/session.ts';
import { closeDialog, openDialog } from '../../../shared/state/ui-store.ts';
import { Button } from '../../../shared/ui/button/button.tsx';
import type { DialogProps } from '../../../shared/ui/dialogs/registry.ts';
import { Modal } from '../../../shared/ui/modal/modal.tsx';
import { firstLaunchStep } from '../model/launch-route.ts';
import { useLaunch } from '../model/use-launch.ts';
import { TransferStep } from './transfer-step.tsx';
import styles from './game-launch-dialog.module.css';

/**
 * The game-launch flow (spec §4) as a registered dialog, so that any screen starts a game with
 * openDialog({ name: 'gameLaunch', game }). Visitor → login dialog; vendor entry → its popup list;
 * lottery → the lottery route; a mini-game vendor's game → the mini-game window; else the loader, the launch call and /game or /seamless.
 */
export function GameLaunchDialog({ request, onClose }: DialogProps<'gameLaunch'>) {
  const loggedIn = useIsLoggedIn();
  const navigate = useNavigate();
  const { miniGameCodes } = useBrand();
  const step = firstLaunchStep(request.game, loggedIn, miniGameCodes);
  const routed = useRef(false);

  useEffect(() => {
    if (routed.current || step.kind === 'launch') return;
    routed.current = true;
    onClose();
    if (step.kind === 'login') openDialog({ name: 'login', tab: 'login' });
    else if (step.kind === 'mini') {
      closeDialog('gamePopup');
      openDialog(
        request.game.isGame === 'VASSALAGE'
          ? { name: 'miniGame', code: request.game.vassalage }
          : { name: 'miniGame', game: request.game },
      );
    } else if (step.kind === 'vendorList') openDialog({ name: 'gamePopup', vendor: step.vendor, gameType: step.gameType });
    else {
      closeDialog('gamePopup');
      navigate(step.to);
    }
  }, [step, onClose, navigate, request.game]);

  if (step.kind !== 'launch') return null;
  return <Launcher request={request} onClose={onClose} />;
}

function Launcher({ request, onClose }: DialogProps<'gameLaunch'>) {
  const { t } = useTranslation(['game', 'errors']);
  const { state, start, launch } = useLaunch(request.game, onClose);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void start();
  }, [start]);

  const name = request.game.gameName ?? request.game.vassalage;
  if (state.phase === 'transfer') {
    return (
      <Modal open title={t('transfer.title')} onClose={onClose} width={440}>
        <TransferStep
          vendorWallet={state.vendorWallet}
          vendorName={state.vendorName}
          mode={state.mode}
          onPlay={() => void launch()}
        />
      </Modal>
    );
  }
  if (state.phase === 'failed') {
    return (
      <Modal open title={t('launch.failedTitle')} onClose={onClose} width={420}>
        <div className={styles.failed} role="alert">
          <p className={styles.message}>{t(`errors:${state.code}`)}</p>
          <div className={styles.actions}>
            <Button variant="secondary" onClick={onClose}>
              {t('launch.close')}
            </Button>
            {state.code !== 'GAME_MAINTENANCE' && state.code !== 'TRIAL_ACCOUNT' && (
              <Button onClick={() => void start()}>{t('launch.retry')}</Button>
            )}
          </div>
        </div>
      </Modal>
    );
  }
  return (
    <Modal open ariaLabel={t('launch.starting', { name })} onClose={onClose} width={360} hideClose>
      <div className={styles.loader} role="status" aria-live="polite">
        <span className={styles.ring} aria-hidden="true" />
        <p className={styles.title}>{t('launch.starting', { name })}</p>
        <p className={styles.hint}>{t('launch.hint')}</p>
        <Button variant="ghost" size="sm" onClick={onClose}>
          {t('launch.cancel')}
        </Button>
      </div>
    </Modal>
  );
}
