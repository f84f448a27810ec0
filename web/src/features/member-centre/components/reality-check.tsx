import { useEffect, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/react.tsx';
import type { RealityCheck as Figures } from '@tala/contract/responsible';
import { useFormat } from '../../../shared/lib/format.ts';
import { AlertDialog } from '../../../shared/ui/alert-dialog/alert-dialog.tsx';
import { useRealityCheck } from '../api/responsible.ts';

/**
 * The reality check (responsible play): every N minutes of a session, as the member chose, a dialog
 * tells how long he has played and his net result in this session, and asks whether to go on or log
 * out. The first comes N minutes after login (also after a reload), the next N minutes after "continue".
 */
export function RealityCheck({ onLogout }: { onLogout: () => Promise<void> }) {
  const { t } = useTranslation('responsible');
  const { money } = useFormat();
  const check = useRealityCheck();
  const minutes = check.data?.reminderMinutes ?? null;
  const [nextAt, setNextAt] = useState<number | null>(null);
  const [shown, setShown] = useState<Figures | null>(null);

  // the interval is set (or changed): the next reminder falls on the session's next N-minute mark
  const played = check.data?.minutesPlayed;
  useEffect(() => {
    if (!minutes || played === undefined) {
      setNextAt(null);
      return;
    }
    const period = minutes * 60_000;
    setNextAt(Date.now() + period - ((played * 60_000) % period));
    // a refetch for the dialog itself must not move the schedule: only the interval does
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [minutes]);

  useEffect(() => {
    if (nextAt === null || shown) return;
    const timer = setTimeout(
      () => {
        void check.refetch().then((r) => {
          if (r.data?.reminderMinutes) setShown(r.data);
        });
      },
      Math.max(0, nextAt - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [nextAt, shown, check]);

  if (!shown) return null;
  return (
    <AlertDialog
      open
      title={t('check.title')}
      // Escape and × mean "continue" (the dialog's cancel); logging out is the explicit choice
      confirmLabel={t('check.logout')}
      cancelLabel={t('check.continue')}
      onCancel={() => {
        setNextAt(Date.now() + (shown.reminderMinutes ?? 60) * 60_000);
        setShown(null);
      }}
      onConfirm={() => {
        setShown(null);
        void onLogout();
      }}
    >
      <p>{t('check.played', { count: shown.minutesPlayed })}</p>
      <p>
        {shown.netMinor < 0
          ? t('check.lost', { amount: money(-shown.netMinor), stake: money(shown.stakeMinor) })
          : t('check.won', { amount: money(shown.netMinor), stake: money(shown.stakeMinor) })}
      </p>
    </AlertDialog>
  );
}
