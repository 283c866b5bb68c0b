import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { closePopup, emptyQueue, openPopup, type PopupQueue } from '../../lib/popupQueue.ts';
import { Popup } from './Popup.tsx';
import { PopupContext, type PopupControls, type PopupRequest } from './PopupContext.ts';

/**
 * One popup on screen at a time: opening sets its kind and content, closing clears them. When
 * several ask at once, the popup queue (web/lib/popupQueue.ts) decides which shows first and
 * which wait their turn, so a payment result is never hidden by the launch notice.
 */
export function PopupProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<PopupQueue<PopupRequest>>(emptyQueue);
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

  const current = queue.current;
  const controls = useMemo<PopupControls>(() => ({ current, open, close }), [current, open, close]);

  return (
    <PopupContext.Provider value={controls}>
      {children}
      {current && (
        <Popup
          key={`${current.kind}:${current.title}`}
          kind={current.kind}
          title={current.title}
          footer={current.footer}
          onClose={close}
        >
          {current.body}
        </Popup>
      )}
    </PopupContext.Provider>
  );
}
