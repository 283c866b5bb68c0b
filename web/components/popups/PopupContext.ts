import { createContext, useContext, type ReactNode } from 'react';
import type { PopupKind } from '../../lib/popupQueue.ts';

export interface PopupRequest {
  kind: PopupKind;
  title: string;
  body?: ReactNode;
  footer?: ReactNode;
  /** Runs after the popup closes, e.g. to tidy the address bar. */
  onClosed?: () => void;
  /**
   * Set on a popup the page arrives with: the server renders it closed, and `script`, an inline
   * script written just after it, opens it while the page is parsed if it is wanted. Once the
   * site's scripts run, a popup the script did not open shows only if `wanted()` still says so.
   */
  onArrival?: {
    script: string;
    wanted(): boolean;
    /**
     * Rendered open rather than closed: a message the visitor must read whether or not scripts
     * run (a payment result). Without script it stays open over the page, closed by its own
     * controls; `script` makes it modal.
     */
    openAsServed?: boolean;
  };
}

/**
 * What the rest of the site may do with popups. The popup on screen is the provider's own
 * business: the controls never change, so opening or closing a popup (or dropping the launch
 * notice as the page hydrates) re-renders the popup alone, never the header, footer and page that
 * hold these controls.
 */
export interface PopupControls {
  open(request: PopupRequest): void;
  close(): void;
}

export const PopupContext = createContext<PopupControls | null>(null);

export function usePopup(): PopupControls {
  const controls = useContext(PopupContext);
  if (!controls) throw new Error('usePopup needs the PopupProvider from the root');
  return controls;
}
