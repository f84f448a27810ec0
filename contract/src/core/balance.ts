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
  /**
   * Which state of the member's wallets this is: every change of one of his balances gives a larger
   * number, so of two snapshots of one member the larger version is the later state, and equal
   * versions are the same figures. A snapshot can arrive late (a poll answered from a node's copy,
   * an answer overtaken by an event): a reader that holds a newer version keeps it. Only compared
   * between snapshots of one member; 0 before his first posting.
   */
  version: number;
}

/** The snapshot of a member's wallets (MAIN counts as 0 when the member never had one). */
export function toBalanceSnapshot(wallets: readonly WalletFigure[], version: number): BalanceSnapshot {
  const sum = wallets.reduce((total, w) => total + w.balanceMinor, 0);
  return {
    sumBalanceMinor: sum,
    sumBalance: formatMinor(sum),
    mainBalanceMinor: wallets.find((w) => w.wallet === MAIN_WALLET)?.balanceMinor ?? 0,
    wallets: wallets.map((w) => ({ wallet: w.wallet, balanceMinor: w.balanceMinor })),
    version,
  };
}
