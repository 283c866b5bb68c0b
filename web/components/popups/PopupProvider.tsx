import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { closePopup, emptyQueue, openPopup, type PopupQueue } from '../../lib/popupQueue.ts';
import { Popup } from './Popup.tsx';
import { PopupContext, type PopupControls, type PopupRequest } from './PopupContext.ts';

/**
 * One popup on screen at a time: opening sets its kind and content, closing clears them. When
 * several ask at once, the popup queue (web/lib/popupQueue.ts) decides which shows first and
 * which wait their turn, so a payment result is never hidden by the launch notice.
 */
export function PopupProvider({
  children,
  arrival = null,
}: {
  children: ReactNode;
  /** The popup the page arrives with, rendered by the server (see PopupRequest.onArrival). */
  arrival?: PopupRequest | null;
}) {
  const [queue, setQueue] = useState<PopupQueue<PopupRequest>>(() =>
    arrival ? { current: arrival, waiting: [] } : emptyQueue(),
  );
  // Buttons inside a popup keep the `close` they were given when it opened, so open and close
  // are stable and read the queue from a ref, not from a render's closure. Popups asking in the
  // same commit (a payment result and the launch notice on a first visit) all see each other.
  const latest = useRef(queue);

  const open = useCallback((request: PopupRequest) => {
    latest.current = openPopup(latest.current, request);
    setQueue(latest.current);
  }, []);

  const close = useCallback(() => {
    const closing = latest.current.current;
    latest.current = closePopup(latest.current);
    setQueue(latest.current);
    closing?.onClosed?.();
  }, []);

  // What a popup's own dialog reports (Escape, the close button, the overlay, the browser
  // closing it) closes that popup only: one Escape can reach a dialog both as its 'cancel' and
  // as its 'close', and by then the next popup in the queue may already be on screen.
  const closeOwn = useCallback(
    (request: PopupRequest) => {
      if (latest.current.current === request) close();
    },
    [close],
  );

  // The popup the page arrived with leaves unseen: its closing is not the visitor's.
  const drop = useCallback(() => {
    latest.current = closePopup(latest.current);
    setQueue(latest.current);
  }, []);

  const current = queue.current;
  const controls = useMemo<PopupControls>(() => ({ open, close }), [open, close]);

  return (
    <PopupContext.Provider value={controls}>
      {/* Before the page: one the page arrives with is then opened before the page is painted,
          so it is on the first screen rather than thrown over the page a moment later. */}
      {current && (
        <Popup
          key={`${current.kind}:${current.title}`}
          kind={current.kind}
          title={current.title}
          footer={current.footer}
          onClose={() => closeOwn(current)}
          arrival={current.onArrival}
          onDropped={drop}
        >
          {current.body}
        </Popup>
      )}
      {children}
    </PopupContext.Provider>
  );
}
