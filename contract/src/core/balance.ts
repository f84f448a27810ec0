import { formatMinor, MAIN_WALLET } from './money.ts';

/** One wallet's figure in a snapshot (names are language-dependent and stay out of it). */
export interface WalletFigure {
  /** 'MAIN' or a vendor code. */
  wallet: string;
  balanceMinor: number;
}

/**
 * The member's balance at one moment, as every answer that changes it reports it (the bet answer, the
 * lottery settlement event, the balance event) and as the balance call starts with:
 * the sum of all wallets (what the header shows), the main wallet alone (what bets are debited from)
 * and each wallet.
 */
export interface BalanceSnapshot {
  sumBalanceMinor: number;
  /** The sum as wire text, "1234.56". */
  sumBalance: string;
  mainBalanceMinor: number;
  wallets: WalletFigure[];
}

/** The snapshot of a member's wallets (MAIN counts as 0 when the member never had one). */
export function toBalanceSnapshot(wallets: readonly WalletFigure[]): BalanceSnapshot {
  const sum = wallets.reduce((total, w) => total + w.balanceMinor, 0);
  return {
    sumBalanceMinor: sum,
    sumBalance: formatMinor(sum),
    mainBalanceMinor: wallets.find((w) => w.wallet === MAIN_WALLET)?.balanceMinor ?? 0,
    wallets: wallets.map((w) => ({ wallet: w.wallet, balanceMinor: w.balanceMinor })),
  };
}
