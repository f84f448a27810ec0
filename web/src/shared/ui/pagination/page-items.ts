/** One cell of a pager: a page number (1-based) or a gap. */
export type PageItem = { type: 'page'; page: number } | { type: 'gap'; key: string };

/**
 * Spec §9 pagination: `range` pages around the current one (default 3) and `margin` pages at each
 * end (default 1); the rest collapses into gaps.
 */
export function pageItems(current: number, total: number, range = 3, margin = 1): PageItem[] {
  if (total <= 0) return [];
  const show = new Set<number>();
  for (let p = 1; p <= Math.min(margin, total); p++) show.add(p);
  for (let p = Math.max(1, total - margin + 1); p <= total; p++) show.add(p);
  let start = Math.max(1, current - Math.floor(range / 2));
  const end = Math.min(total, start + range - 1);
  start = Math.max(1, end - range + 1);
  for (let p = start; p <= end; p++) show.add(p);

  const items: PageItem[] = [];
  let previous = 0;
  for (const page of [...show].sort((a, b) => a - b)) {
    if (page - previous === 2) items.push({ type: 'page', page: previous + 1 });
    else if (page - previous > 2) items.push({ type: 'gap', key: `gap-${previous}` });
    items.push({ type: 'page', page });
    previous = page;
  }
  return items;
}
