import { depositFeeMinor, type DepositChannel } from '@tala/contract/deposit';

/** What a deposit of `amountMinor` costs on a channel and what reaches the wallet; null without a usable amount. */
export function depositQuote(
  channel: DepositChannel,
  amountMinor: number | null,
): { feeMinor: number; creditMinor: number } | null {
  if (amountMinor === null || !Number.isSafeInteger(amountMinor) || amountMinor <= 0) return null;
  const feeMinor = depositFeeMinor(amountMinor, channel);
  return { feeMinor, creditMinor: Math.max(0, amountMinor - feeMinor) };
}

/** How a channel's fee reads: none, fixed, percent, or both (the texts are the page's). */
export function feeParts(channel: DepositChannel): { fixedMinor: number; percent: string } | null {
  if (channel.feeFixedMinor === 0 && channel.feeBps === 0) return null;
  return { fixedMinor: channel.feeFixedMinor, percent: (channel.feeBps / 100).toString() };
}

/** The order the page follows: the one just made, else the newest one if it is still fresh (back from the checkout). */
export function currentOrderNo(
  made: string | null,
  newest: { orderNo: string; createdAt: string } | undefined,
  now: number,
  freshMs: number,
): string | null {
  if (made) return made;
  if (newest && now - Date.parse(newest.createdAt) < freshMs) return newest.orderNo;
  return null;
}

/** A channel's name in the language shown: its own there when the brand gave one, else its one name. */
export function localName(name: string, names: Partial<Record<string, string>>, language: string): string {
  return names[language] ?? name;
}
