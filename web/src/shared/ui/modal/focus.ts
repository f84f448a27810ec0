import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

export function focusableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.hasAttribute('inert'));
}

/**
 * While active: moves focus into `ref`, keeps Tab and Shift+Tab inside it, calls `onEscape` on Escape,
 * and on release gives focus back to whatever had it before.
 */
export function useFocusTrap(ref: RefObject<HTMLElement | null>, active: boolean, onEscape?: () => void): void {
  // the latest handler, read when Escape is pressed: callers pass inline functions, and re-arming the
  // trap on every render would hand focus back outside for a moment (an Escape then went nowhere)
  const escape = useRef(onEscape);
  useLayoutEffect(() => {
    escape.current = onEscape;
  });
  useEffect(() => {
    const root = ref.current;
    if (!active || !root) return;
    const previous = document.activeElement as HTMLElement | null;
    // the close button is not where a reader should land first
    const first = focusableIn(root).find((el) => !el.hasAttribute('data-skip-initial-focus'));
    // a dialog may name the field its reader came for (the login's username, past the tabs); with a
    // mouse and keyboard only: on a touch screen focusing a field opens the on-screen keyboard over
    // the dialog before the player has chosen how to log in
    const named = root.querySelector<HTMLElement>('[data-initial-focus]');
    const fine = typeof window.matchMedia === 'function' && window.matchMedia('(pointer: fine)').matches;
    ((fine && named) || first || root).focus();

    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape' && escape.current) {
        event.stopPropagation();
        escape.current();
        return;
      }
      if (event.key !== 'Tab' || !root) return;
      const items = focusableIn(root);
      if (items.length === 0) {
        event.preventDefault();
        return;
      }
      const head = items[0]!;
      const tail = items[items.length - 1]!;
      if (event.shiftKey && (document.activeElement === head || document.activeElement === root)) {
        event.preventDefault();
        tail.focus();
      } else if (!event.shiftKey && document.activeElement === tail) {
        event.preventDefault();
        head.focus();
      }
    }

    root.addEventListener('keydown', onKeyDown);
    return () => {
      root.removeEventListener('keydown', onKeyDown);
      if (previous && document.contains(previous)) previous.focus();
    };
  }, [ref, active]);
}

let locks = 0;
let savedScrollY = 0;

/** Spec §2 generic modal: fixes the body while open, remembering and restoring the scroll offset. */
export function useScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    if (locks++ === 0) {
      savedScrollY = window.scrollY;
      const body = document.body.style;
      body.position = 'fixed';
      body.top = `-${savedScrollY}px`;
      body.left = '0';
      body.right = '0';
      body.overflow = 'hidden';
    }
    return () => {
      if (--locks === 0) {
        const body = document.body.style;
        body.position = '';
        body.top = '';
        body.left = '';
        body.right = '';
        body.overflow = '';
        window.scrollTo(0, savedScrollY);
      }
    };
  }, [active]);
}
