/**
 * The team overview's bar chart, as numbers an inline SVG draws: one bar per day, scaled to the
 * largest value (a day of 0 is a bar of 0; an all-zero fortnight is a flat chart, not a division by 0).
 * Values below zero (a day the team won against the house is positive, a lost one negative) hang
 * below the zero line, so the chart reads the same for valid bets and for profit and loss.
 */
export interface Bar {
  x: number;
  y: number;
  width: number;
  height: number;
  negative: boolean;
}

export function bars(values: readonly number[], width: number, height: number, gap = 4): { bars: Bar[]; zeroY: number } {
  const max = Math.max(0, ...values);
  const min = Math.min(0, ...values);
  const span = max - min || 1;
  const zeroY = (max / span) * height;
  const slot = values.length ? width / values.length : width;
  return {
    zeroY,
    bars: values.map((value, i) => {
      const h = (Math.abs(value) / span) * height;
      return {
        x: i * slot + gap / 2,
        y: value >= 0 ? zeroY - h : zeroY,
        width: Math.max(1, slot - gap),
        height: h,
        negative: value < 0,
      };
    }),
  };
}
