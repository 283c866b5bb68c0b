import { useEffect, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface FocusTrapOptions {
  /** Closes on Escape. Left out for a modal `<dialog>`, which answers Escape itself. */
  onEscape?: () => void;
  /** Where focus goes back to on close; defaults to whatever had focus on open. */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/**
 * While `active`: moves focus into the container, keeps Tab and Shift+Tab inside it, and closes on
 * Escape when asked to. On deactivation focus returns to where it was.
 */
export function useFocusTrap(
  containerRef: RefObject<HTMLElement | null>,
  active: boolean,
  { onEscape, returnFocusTo }: FocusTrapOptions,
): void {
  useEffect(() => {
    const container = containerRef.current;
    if (!active || !container) return;
    const previous = document.activeElement as HTMLElement | null;
    const returnTarget = returnFocusTo?.current ?? previous;
    const focusables = () =>
      Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
        (element) => !element.closest('[hidden]') && element.getClientRects().length > 0,
      );
    const initial =
      container.querySelector<HTMLElement>('[data-autofocus]') ?? focusables()[0] ?? container;
    initial.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && onEscape) {
        event.stopPropagation();
        onEscape();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusables();
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      returnTarget?.focus();
    };
    // onEscape is a fresh closure each render; the trap only re-arms when `active` changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active, containerRef, returnFocusTo]);
}
