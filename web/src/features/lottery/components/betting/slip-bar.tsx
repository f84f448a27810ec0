import { useTranslation } from '../../../../shared/i18n/react.tsx';
import { slipTotals, type SlipLine } from '../../model/bet-slip.ts';
import { useFormat } from '../../../../shared/lib/format.ts';
import styles from './slip-bar.module.css';

/** Phones: the slip sits below the picker, so a bar at the bottom tells what is on it and goes there. */
export function SlipBar({ lines, onOpen }: { lines: readonly SlipLine[]; onOpen: () => void }) {
  const { t } = useTranslation('lottery');
  const { money } = useFormat();
  if (lines.length === 0) return null;
  const { stakeMinor } = slipTotals(lines);
  return (
    <div className={styles.bar}>
      <button type="button" className={styles.button} onClick={onOpen}>
        <span className={styles.count}>{lines.length}</span>
        <span>{t('slip.review')}</span>
        <strong className={styles.total}>{money(stakeMinor)}</strong>
      </button>
    </div>
  );
}
