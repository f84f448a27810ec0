import { useState } from 'react';
import { useTranslation } from '../../../../shared/i18n/react.tsx';
import { verifyDraw, type DrawVerification } from '@tala/contract/lottery-fairness';
import { Button } from '../../../../shared/ui/button/button.tsx';
import styles from './verify-draw.module.css';

export interface VerifiableDraw {
  gameCode: string;
  numero: string;
  seedHash: string;
  seed: string;
  openNumber: string;
}

/**
 * The draw's proof and a check that runs here, in the browser, with the contract's own function
 * (docs/lottery-fairness.md): the seed must hash to what was published before the draw, and must
 * yield the announced number.
 */
export function VerifyDraw({ draw }: { draw: VerifiableDraw }) {
  const { t } = useTranslation('lottery');
  const [result, setResult] = useState<DrawVerification | null>(null);
  const [failed, setFailed] = useState(false);
  const [running, setRunning] = useState(false);

  async function run() {
    setRunning(true);
    setFailed(false);
    try {
      setResult(await verifyDraw(draw));
    } catch {
      setFailed(true);
    } finally {
      setRunning(false);
    }
  }

  return (
    <div className={styles.verify}>
      <dl className={styles.data}>
        <div>
          <dt>{t('verify.seedHash')}</dt>
          <dd>
            <code>{draw.seedHash}</code>
          </dd>
        </div>
        <div>
          <dt>{t('verify.seed')}</dt>
          <dd>
            <code>{draw.seed}</code>
          </dd>
        </div>
        <div>
          <dt>{t('verify.message')}</dt>
          <dd>
            <code>
              {draw.gameCode}:{draw.numero}
            </code>
          </dd>
        </div>
      </dl>
      <Button variant="secondary" size="sm" onClick={() => void run()} disabled={running}>
        {t('verify.run')}
      </Button>
      {failed && (
        <p className={styles.bad} role="alert">
          {t('verify.unavailable')}
        </p>
      )}
      {result && (
        <ul className={styles.results} role="status">
          <li className={result.hashMatches ? styles.good : styles.bad}>
            {result.hashMatches ? t('verify.hashOk') : t('verify.hashBad', { hash: result.computedHash })}
          </li>
          <li className={result.numberMatches ? styles.good : styles.bad}>
            {result.numberMatches
              ? t('verify.numberOk', { number: result.computedNumber })
              : t('verify.numberBad', { number: result.computedNumber, announced: draw.openNumber })}
          </li>
        </ul>
      )}
    </div>
  );
}
