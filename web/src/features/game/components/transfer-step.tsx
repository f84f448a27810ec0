import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { MAIN_WALLET, toMinor } from '@tala/contract/core/money';
import { useTranslation } from '../../../shared/i18n/react.tsx';
import { isApiError } from '../../../shared/api/api-error.ts';
import { applyBalanceSnapshot } from '../../../shared/api/balance.ts';
import { useFormat } from '../../../shared/lib/format.ts';
import { Button } from '../../../shared/ui/button/button.tsx';
import { TextField } from '../../../shared/ui/field/field.tsx';
import { transfer, type WalletMode } from '../api/launch.ts';
import styles from './transfer-step.module.css';

/** A fresh idempotency key per transfer attempt: a retried request never moves money twice. */
function newTransferId(): string {
  return `tr_${crypto.randomUUID().replace(/-/g, '')}`;
}

/**
 * Transfer step (when the merchant wallet is not single and the vendor keeps its own wallet): move
 * money from the main wallet into the vendor's, or play with what is already there.
 */
export function TransferStep({
  vendorWallet,
  vendorName,
  mode,
  onPlay,
}: {
  vendorWallet: string;
  vendorName: string;
  mode: WalletMode;
  onPlay: () => void;
}) {
  const { t } = useTranslation(['game', 'errors']);
  const { money } = useFormat();
  const client = useQueryClient();
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [transferId] = useState(newTransferId);
  const formId = useId();
  const main = mode.wallets.find((w) => w.wallet === MAIN_WALLET);
  const vendor = mode.wallets.find((w) => w.wallet === vendorWallet);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const minor = toMinor(amount);
    if (minor === null || minor <= 0) return setError(t('transfer.invalidAmount'));
    if (main && minor > main.balanceMinor) return setError(t('errors:INSUFFICIENT_BALANCE'));
    setError(undefined);
    setBusy(true);
    try {
      const moved = await transfer(MAIN_WALLET, vendorWallet, amount, transferId);
      void applyBalanceSnapshot(client, moved.balance);
      onPlay();
    } catch (failure) {
      setError(t(isApiError(failure) ? `errors:${failure.code}` : 'errors:UNKNOWN'));
      setBusy(false);
    }
  };

  return (
    <form id={formId} className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
      <dl className={styles.wallets}>
        <div>
          <dt>{t('transfer.main')}</dt>
          <dd>{main ? money(main.balanceMinor) : '—'}</dd>
        </div>
        <div>
          <dt>{t('transfer.vendor', { name: vendorName })}</dt>
          <dd>{money(vendor?.balanceMinor ?? 0)}</dd>
        </div>
      </dl>
      <TextField
        label={t('transfer.amount')}
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        error={error}
        hint={t('transfer.hint')}
      />
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onPlay} disabled={busy}>
          {t('transfer.skip')}
        </Button>
        <Button type="submit" disabled={busy || amount.trim() === ''}>
          {t('transfer.submit')}
        </Button>
      </div>
    </form>
  );
}
