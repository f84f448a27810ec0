/** Grid geometry from the width available: pure, so the virtualiser knows every row's height up front. */
export interface GridLayout {
  columns: number;
  gap: number;
  cardWidth: number;
  /** Height of one row including the gap below it. */
  rowHeight: number;
}

/** Name and vendor lines under the square artwork (game-card.module.css). */
export const CAPTION_HEIGHT = 46;

export function gridLayout(width: number): GridLayout {
  const phone = width < 600;
  const gap = phone ? 10 : 16;
  const minCard = phone ? 100 : 150;
  const columns = Math.min(8, Math.max(3, Math.floor((width + gap) / (minCard + gap))));
  const cardWidth = width > 0 ? (width - gap * (columns - 1)) / columns : minCard;
  return { columns, gap, cardWidth, rowHeight: Math.round(cardWidth + CAPTION_HEIGHT + gap) };
}
