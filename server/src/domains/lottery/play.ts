import type { PlayKind } from '@tala/contract/lottery';

/** A play type as configured in lottery_play_types. Odds are kept as an integer in thousandths. */
export type PlayRule = {
  code: string;
  kind: PlayKind;
  digits: number;
  oddsMilli: number;
  minStake: number;
  maxStake: number;
};

const choices: Partial<Record<PlayKind, readonly string[]>> = {
  bigSmall: ['BIG', 'SMALL'],
  oddEven: ['ODD', 'EVEN'],
};

/** The accepted bet numbers of a play type: null means exactly `digits` decimal digits. */
export function choicesOf(kind: PlayKind): string[] | null {
  const c = choices[kind];
  return c ? [...c] : null;
}

/** The bet number in its stored form (trimmed, upper case), or null when the play type does not accept it. */
export function normaliseBetNumber(rule: PlayRule, betNumber: string): string | null {
  const value = betNumber.trim().toUpperCase();
  const c = choices[rule.kind];
  if (c) return c.includes(value) ? value : null;
  return new RegExp(`^\\d{${rule.digits}}$`).test(value) ? value : null;
}

/**
 * Whether a bet wins against a six-digit open number. last/first: the bet equals the last/first
 * `digits` digits. bigSmall: last digit 5-9 is BIG, 0-4 SMALL. oddEven: parity of the last digit.
 */
export function isWin(rule: Pick<PlayRule, 'kind' | 'digits'>, betNumber: string, openNumber: string): boolean {
  const last = Number(openNumber.at(-1));
  switch (rule.kind) {
    case 'last':
      return openNumber.slice(-rule.digits) === betNumber;
    case 'first':
      return openNumber.slice(0, rule.digits) === betNumber;
    case 'bigSmall':
      return (last >= 5 ? 'BIG' : 'SMALL') === betNumber;
    case 'oddEven':
      return (last % 2 === 1 ? 'ODD' : 'EVEN') === betNumber;
  }
}

/** What a winning bet pays, stake included: floor(stake × odds), in minor units. */
export function winAmount(stake: number, oddsMilli: number): number {
  // BigInt: stake × odds can pass 2^53 before the division
  return Number((BigInt(stake) * BigInt(oddsMilli)) / 1000n);
}
