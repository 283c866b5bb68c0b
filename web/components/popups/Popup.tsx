import '../../styles/popup.css';
import { startTransition, useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useScriptNonce } from '../../startup/scriptNonce.ts';
import { trapFocus } from '../focusTrap.ts';
import { DialogCloseButton } from './DialogCloseButton.tsx';

import type { PopupKind } from '../../lib/popupQueue.ts';
import type { PopupRequest } from './PopupContext.ts';

interface PopupProps {
  kind: PopupKind;
  title: string;
  onClose: () => void;
  children?: ReactNode;
  footer?: ReactNode;
  /** A popup the page arrived with (see PopupRequest). */
  arrival?: PopupRequest['onArrival'];
  /** Takes a popup the page arrived with off the screen unseen: it was not wanted after all. */
  onDropped?: () => void;
}

/**
 * A modal dialog: labelled by its title, focus moved in and kept inside,
 * closed by Escape, the close button or a click on the overlay; focus returns on close.
 * `onClose` closes this popup only, however many ways report the same closing.
 */
export function Popup({ kind, title, onClose, children, footer, arrival, onDropped }: PopupProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const nonce = useScriptNonce();

  // Whatever had focus before the popup opened gets it back on close. Read before showModal(),
  // which moves focus into the dialog. (A popup the page arrived with opened before anything had
  // focus: closing it leaves focus at the start of the page.)
  const openerRef = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (!arrival) openerRef.current = document.activeElement as HTMLElement | null;
    if (!dialog.open) {
      // Shown by the page's script and dismissed before the site's scripts ran: closed below.
      if (arrival && dialog.hasAttribute('data-shown')) return;
      if (arrival && !arrival.wanted()) {
        // Never shown, so nothing hurries: an update here would be rendered at once, in the
        // task committing the page's frame as it hydrates, with every effect of the frame.
        startTransition(() => onDropped?.());
        return;
      }
      dialog.showModal();
    }
    return () => dialog.close();
    // Opened once, as it mounts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A popup the page arrived with that the visitor dismissed (Escape, ×) before the site's
  // scripts ran closes now, after the layout effects, once the router can tidy the address.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (arrival && dialog && !dialog.open && dialog.hasAttribute('data-shown')) onClose();
    // Once, as it mounts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Focus is kept inside while the dialog is open. A popup the page arrived with that is not
  // shown (dropped, or dismissed before the site's scripts ran) traps nothing: finding the first
  // control to focus measures the page, which in hydration's first commit cost the throttled
  // phone about 80 ms. Escape is the dialog's own: the browser turns it into 'cancel' (or,
  // without a recent user activation, closes the dialog at once), so the trap does not answer it.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog?.open) return;
    return trapFocus(dialog, { returnFocusTo: openerRef.current });
    // Armed once, as it mounts: the layout effect above has opened the dialog by then.
  }, []);

  return (
    <>
      <dialog
        ref={dialogRef}
        // The page's script may have opened it before the site's scripts took over.
        suppressHydrationWarning={arrival !== undefined}
        open={arrival?.openAsServed ? true : undefined}
        className={`popup popup--${kind}`}
        aria-labelledby={titleId}
        aria-modal="true"
        onCancel={(event) => {
          // Escape: close through React state so the popup's content is cleared too.
          event.preventDefault();
          onClose();
        }}
        // Closed by the browser itself: Escape when it fires no 'cancel', or the close button's
        // form before the site's scripts ran. Closing an already closed popup does nothing.
        onClose={onClose}
        onClick={(event) => {
          if (event.target === event.currentTarget) onClose();
        }}
      >
        <div className="popup__panel">
          <div className="popup__header">
            <h2 id={titleId} className="popup__title">
              {title}
            </h2>
            <DialogCloseButton className="popup__close" aria-label="Close" onClose={onClose}>
              <span aria-hidden="true">×</span>
            </DialogCloseButton>
          </div>
          {children && <div className="popup__body">{children}</div>}
          {footer && <div className="popup__footer">{footer}</div>}
        </div>
      </dialog>
      {arrival && (
        <script
          nonce={nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: arrival.script }}
        />
      )}
    </>
  );
}
