const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

interface FocusTrapOptions {
  /** Closes on Escape. Left out for a modal `<dialog>` or a popover, which answer Escape. */
  onEscape?: () => void;
  /** Where focus goes back to on release; defaults to whatever had focus on arming. */
  returnFocusTo?: HTMLElement | null;
}

/**
 * Moves focus into the container and keeps Tab and Shift+Tab inside it, closing on Escape when
 * asked to, until the returned function releases it (focus then returns to where it was).
 * Plain DOM, so a control the platform opens (a popover) can be trapped without a React render.
 */
export function trapFocus(
  container: HTMLElement,
  { onEscape, returnFocusTo }: FocusTrapOptions = {},
): () => void {
  const previous = document.activeElement as HTMLElement | null;
  const returnTarget = returnFocusTo ?? previous;
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
}
