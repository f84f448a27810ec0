import { useId, useState } from 'react';
import { useTranslation } from '../../../../shared/i18n/react.tsx';
import type { PlayType } from '@tala/contract/lottery';
import { useFormat } from '../../../../shared/lib/format.ts';
import { Button } from '../../../../shared/ui/button/button.tsx';
import { numberProblem, parseStake, potentialWin, randomPick, stakeProblem, type SlipLine } from '../../model/bet-slip.ts';
import { NumberPicker } from './number-picker.tsx';
import { PlayTypePicker } from './play-type-picker.tsx';
import { StakeField } from './stake-field.tsx';
import styles from './bet-builder.module.css';

export interface BetBuilderProps {
  playTypes: readonly PlayType[];
  playCode: string;
  onPlayChange: (code: string) => void;
  /** Slip is full or betting is closed. */
  disabled: boolean;
  onAdd: (line: Omit<SlipLine, 'key'>) => void;
}

/** Choose a play type, a number and a stake; the line goes to the slip. */
export function BetBuilder({ playTypes, playCode, onPlayChange, disabled, onAdd }: BetBuilderProps) {
  const { t } = useTranslation('lottery');
  const { money } = useFormat();
  const numberErrorId = useId();
  const stakeErrorId = useId();
  const [number, setNumber] = useState('');
  const [stake, setStake] = useState('10');
  const [tried, setTried] = useState(false);
  const play = playTypes.find((p) => p.code === playCode) ?? playTypes[0];
  if (!play) return null;

  const stakeMinor = parseStake(stake);
  const numberIssue = numberProblem(play, number);
  const stakeIssue = stakeProblem(play, stakeMinor);
  const showNumberIssue = tried && numberIssue !== null;
  const showStakeIssue = (tried || stake !== '') && stakeIssue !== null;

  function changePlay(code: string) {
    onPlayChange(code);
    setNumber('');
    setTried(false);
  }

  function add() {
    setTried(true);
    if (numberIssue || stakeIssue || stakeMinor === null) return;
    onAdd({ playCode: play!.code, betNumber: number.trim(), stakeMinor, odds: play!.odds });
    setNumber('');
    setTried(false);
  }

  return (
    <section className={styles.builder} aria-labelledby="lottery-builder-title">
      <h2 id="lottery-builder-title" className={styles.heading}>
        {t('picker.title')}
      </h2>
      <PlayTypePicker playTypes={playTypes} value={play.code} onChange={changePlay} />
      <p className={styles.rule}>{t(`kind.${play.kind}`, { digits: play.digits })}</p>

      <div className={styles.pick}>
        <NumberPicker
          play={play}
          value={number}
          onChange={setNumber}
          errorId={showNumberIssue ? numberErrorId : undefined}
          invalid={showNumberIssue}
        />
        <div className={styles.pickTools}>
          <Button variant="secondary" size="sm" onClick={() => setNumber(randomPick(play))}>
            {t('picker.quickPick')}
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setNumber('')} disabled={!number}>
            {t('picker.clear')}
          </Button>
        </div>
        {showNumberIssue && (
          <p id={numberErrorId} className={styles.error} role="alert">
            {t(`problem.number.${numberIssue}`, { digits: play.digits })}
          </p>
        )}
      </div>

      <StakeField
        play={play}
        value={stake}
        onChange={setStake}
        errorId={showStakeIssue ? stakeErrorId : undefined}
        invalid={showStakeIssue}
      />
      {showStakeIssue && (
        <p id={stakeErrorId} className={styles.error} role="alert">
          {t(`problem.stake.${stakeIssue}`, {
            min: money(play.minStakeMinor),
            max: money(play.maxStakeMinor),
          })}
        </p>
      )}

      <div className={styles.summary}>
        <dl className={styles.figures}>
          <div>
            <dt>{t('picker.oddsLabel')}</dt>
            <dd>×{play.odds}</dd>
          </div>
          <div>
            <dt>{t('picker.potentialWin')}</dt>
            <dd className={styles.win}>{money(stakeMinor !== null && !stakeIssue ? potentialWin(stakeMinor, play.odds) : 0)}</dd>
          </div>
        </dl>
        <Button size="lg" onClick={add} disabled={disabled}>
          {t('picker.add')}
        </Button>
      </div>
    </section>
  );
}
