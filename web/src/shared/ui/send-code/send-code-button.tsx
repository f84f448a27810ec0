import { useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useCountdown } from '../../lib/use-countdown.ts';
import { useThrottledCallback } from '../../lib/use-throttle.ts';
import styles from './send-code-button.module.css';

/** Spec §9: without a server expiry the button waits 60 s; clicks closer than 1000 ms are dropped. */
export const DEFAULT_CODE_WAIT_MS = 60_000;
export const SEND_THROTTLE_MS = 1000;

export interface SendCodeButtonProps {
  /**
   * Sends the code; resolves to the server's expirationTime (epoch ms) or null for the default wait.
   * A rejection leaves the button enabled (the caller shows the failure).
   */
  onSend: () => Promise<number | null | undefined>;
  disabled?: boolean;
  className?: string;
}

/** The send-code button (spec §4): after a send, disabled with a seconds countdown ticking every 500 ms. */
export function SendCodeButton({ onSend, disabled = false, className }: SendCodeButtonProps) {
  const { t } = useTranslation('forms');
  const [until, setUntil] = useState<number | null>(null);
  const [sending, setSending] = useState(false);
  const left = useCountdown(until, 500);

  const send = useThrottledCallback(() => {
    setSending(true);
    onSend()
      .then(
        (expiration) => {
          const valid = typeof expiration === 'number' && expiration > Date.now();
          setUntil(valid ? expiration : Date.now() + DEFAULT_CODE_WAIT_MS);
        },
        () => undefined,
      )
      .finally(() => setSending(false));
  }, SEND_THROTTLE_MS);

  const waiting = left > 0;
  return (
    <button
      type="button"
      className={[styles.button, className ?? ''].join(' ')}
      onClick={() => send()}
      disabled={disabled || sending || waiting}
      aria-live="polite"
    >
      {waiting ? t('resendIn', { seconds: left }) : sending ? t('sending') : until ? t('resendCode') : t('sendCode')}
    </button>
  );
}
