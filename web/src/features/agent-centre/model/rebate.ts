/** "1.25" % → 125 basis points; 0 is a rebate too. Null unless a percentage with at most 2 decimals. */
export function rebateToBps(text: string): number | null {
  const match = /^(\d{1,3})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  return match ? Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) : null;
}
