/**
 * Geometry of the mini-game window: where it may stand on a desktop screen (always reachable: its
 * title bar never leaves the viewport) and where it starts (bottom right, above the page's corner).
 */
export interface Point {
  x: number;
  y: number;
}
export interface Size {
  width: number;
  height: number;
}

/** Below this width the window is a bottom sheet and does not move. */
export const SHEET_BREAKPOINT = 640;
export const WINDOW_SIZE: Size = { width: 420, height: 680 };
const MARGIN = 16;

export function windowSize(viewport: Size): Size {
  return {
    width: Math.min(WINDOW_SIZE.width, viewport.width - 2 * MARGIN),
    height: Math.min(WINDOW_SIZE.height, viewport.height - 2 * MARGIN),
  };
}

export function clampPosition(p: Point, size: Size, viewport: Size): Point {
  const maxX = Math.max(MARGIN, viewport.width - size.width - MARGIN);
  const maxY = Math.max(MARGIN, viewport.height - size.height - MARGIN);
  return { x: Math.min(Math.max(p.x, MARGIN), maxX), y: Math.min(Math.max(p.y, MARGIN), maxY) };
}

export function startPosition(size: Size, viewport: Size): Point {
  return clampPosition({ x: viewport.width - size.width - MARGIN, y: viewport.height - size.height - MARGIN }, size, viewport);
}

/** Arrow keys move the window by a step (a larger one with Shift). */
export function keyMove(p: Point, key: string, shift: boolean): Point | null {
  const step = shift ? 96 : 24;
  switch (key) {
    case 'ArrowLeft':
      return { x: p.x - step, y: p.y };
    case 'ArrowRight':
      return { x: p.x + step, y: p.y };
    case 'ArrowUp':
      return { x: p.x, y: p.y - step };
    case 'ArrowDown':
      return { x: p.x, y: p.y + step };
    default:
      return null;
  }
}
