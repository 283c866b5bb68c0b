import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { Popup } from './Popup.tsx';
import { PopupContext, type PopupControls, type PopupRequest } from './PopupContext.ts';

/**
 * One popup at a time: opening sets its kind and content, closing clears them.
 */
export function PopupProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<PopupRequest | null>(null);
  // Buttons inside a popup keep the `close` they were given when it opened, so open and close
  // are stable and read the popup on screen from a ref, not from a render's closure.
  const showing = useRef<PopupRequest | null>(null);

  const open = useCallback((request: PopupRequest) => {
    showing.current = request;
    setCurrent(request);
  }, []);

  const close = useCallback(() => {
    const closing = showing.current;
    showing.current = null;
    setCurrent(null);
    closing?.onClosed?.();
  }, []);

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
