import { createContext, useContext, type ReactNode } from 'react';
import type { PopupKind } from '../../lib/popupQueue.ts';

export interface PopupRequest {
  kind: PopupKind;
  title: string;
  body?: ReactNode;
  footer?: ReactNode;
  /** Runs after the popup closes, e.g. to tidy the address bar. */
  onClosed?: () => void;
}

export interface PopupControls {
  /** The popup on screen, if any. */
  current: PopupRequest | null;
  open(request: PopupRequest): void;
  close(): void;
}

export const PopupContext = createContext<PopupControls | null>(null);

export function usePopup(): PopupControls {
  const controls = useContext(PopupContext);
  if (!controls) throw new Error('usePopup needs the PopupProvider from the root');
  return controls;
}
