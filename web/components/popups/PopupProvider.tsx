import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { Popup } from './Popup.tsx';
import { PopupContext, type PopupControls, type PopupRequest } from './PopupContext.ts';

/**
 * One popup at a time (spec §4): opening sets its kind and content, closing clears them.
 */
export function PopupProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<PopupRequest | null>(null);

  const close = useCallback(() => {
    setCurrent(null);
    current?.onClosed?.();
  }, [current]);

  const controls = useMemo<PopupControls>(
    () => ({ current, open: setCurrent, close }),
    [current, close],
  );

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
