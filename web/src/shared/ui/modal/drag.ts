import { useCallback, useRef, type PointerEvent as ReactPointerEvent } from 'react';

/** Keeps at least this much of the panel on screen while dragging. */
const MARGIN = 8;

interface DragStart {
  pointerId: number;
  x: number;
  y: number;
  offsetX: number;
  offsetY: number;
  rect: DOMRect;
}

/**
 * Spec §2: the generic modal is draggable by its title bar. Pointer events (mouse, pen, touch) move the
 * panel with a CSS translate, kept inside the viewport; the close button and other controls in the
 * bar still take their own clicks. The offset is kept on the element, so a reopened modal starts centred.
 */
export function useDraggable() {
  const start = useRef<DragStart | null>(null);
  const offset = useRef({ x: 0, y: 0 });

  const onPointerDown = useCallback((event: ReactPointerEvent<HTMLElement>) => {
    const element = panelOf(event);
    if (!element || event.button !== 0) return;
    if ((event.target as HTMLElement).closest('button, a, input, select, textarea')) return;
    if (element.dataset.dragged !== 'true') offset.current = { x: 0, y: 0 };
    start.current = {
      pointerId: event.pointerId,
      x: event.clientX,
      y: event.clientY,
      offsetX: offset.current.x,
      offsetY: offset.current.y,
      rect: element.getBoundingClientRect(),
    };
    event.currentTarget.setPointerCapture?.(event.pointerId);
    event.preventDefault();
  }, []);

  const onPointerMove = useCallback((event: ReactPointerEvent<HTMLElement>) => {
    const from = start.current;
    const element = panelOf(event);
    if (!from || !element || event.pointerId !== from.pointerId) return;
    const { rect } = from;
    const dx = clamp(event.clientX - from.x, MARGIN - rect.left, window.innerWidth - MARGIN - rect.right);
    const dy = clamp(event.clientY - from.y, MARGIN - rect.top, window.innerHeight - MARGIN - rect.bottom);
    offset.current = { x: from.offsetX + dx, y: from.offsetY + dy };
    element.style.translate = `${offset.current.x}px ${offset.current.y}px`;
    element.dataset.dragged = 'true';
  }, []);

  const onPointerEnd = useCallback((event: ReactPointerEvent<HTMLElement>) => {
    if (start.current?.pointerId !== event.pointerId) return;
    start.current = null;
    event.currentTarget.releasePointerCapture?.(event.pointerId);
  }, []);

  return { onPointerDown, onPointerMove, onPointerUp: onPointerEnd, onPointerCancel: onPointerEnd };
}

/** The dialog panel that the title bar belongs to. */
function panelOf(event: ReactPointerEvent<HTMLElement>): HTMLElement | null {
  return event.currentTarget.closest<HTMLElement>('[role="dialog"]');
}

/** Within [min, max]; when the panel is larger than the room (min > max), it does not move. */
function clamp(value: number, min: number, max: number): number {
  if (min > max) return 0;
  return Math.min(Math.max(value, min), max);
}
