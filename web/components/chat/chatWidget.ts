/**
 * Adapter for a Tawk-style live-chat messenger: loads its standard embed script on demand and
 * drives its global API. Everything here is optional: when the script cannot be reached (as
 * offline), `openChat` reports failure and the site carries on.
 */

interface MessengerApi {
  maximize?: () => void;
  minimize?: () => void;
  onLoad?: () => void;
  onChatMinimized?: () => void;
  onChatMaximized?: () => void;
}

declare global {
  interface Window {
    Tawk_API?: MessengerApi;
    Tawk_LoadStart?: Date;
  }
}

export interface ChatIds {
  propertyId: string;
  widgetId: string;
}

const MINIMISED_KEY = 'chat:minimised';
/** Set once the messenger has loaded in this browser: the visitor has opened the chat before. */
export const CHAT_USED_KEY = 'chat:used';
/** The remembered minimised state is applied 1.5 s after a route change. */
export const MINIMISED_APPLY_DELAY_MS = 1500;
const LOAD_TIMEOUT_MS = 10_000;

let loading: Promise<MessengerApi> | null = null;

/** The ids of a configured messenger, or null when the settings name none (or half of one). */
export function chatIdsOf(
  chat: { propertyId?: string | null; widgetId?: string | null } | null,
): ChatIds | null {
  return chat?.propertyId && chat.widgetId
    ? { propertyId: chat.propertyId, widgetId: chat.widgetId }
    : null;
}

export function embedScriptUrl({ propertyId, widgetId }: ChatIds): string {
  return `https://embed.tawk.to/${encodeURIComponent(propertyId)}/${encodeURIComponent(widgetId)}`;
}

function remember(minimised: boolean): void {
  try {
    if (minimised) localStorage.setItem(MINIMISED_KEY, 'true');
    else localStorage.removeItem(MINIMISED_KEY);
  } catch {
    // Storage can be unavailable (private mode); the chat still works, it just forgets.
  }
}

/** Whether this browser has opened the chat before (it may hold a conversation to return to). */
export function chatUsedBefore(): boolean {
  try {
    return localStorage.getItem(CHAT_USED_KEY) === 'true';
  } catch {
    return false;
  }
}

function rememberUse(): void {
  try {
    localStorage.setItem(CHAT_USED_KEY, 'true');
  } catch {
    // Without storage the messenger simply waits for the next press of Chat.
  }
}

export function wasMinimised(): boolean {
  try {
    return localStorage.getItem(MINIMISED_KEY) === 'true';
  } catch {
    return false;
  }
}

export function loadChat(ids: ChatIds): Promise<MessengerApi> {
  if (loading) return loading;
  loading = new Promise<MessengerApi>((resolve, reject) => {
    const api: MessengerApi = window.Tawk_API ?? {};
    window.Tawk_API = api;
    window.Tawk_LoadStart = new Date();
    const timer = window.setTimeout(() => reject(new Error('chat timed out')), LOAD_TIMEOUT_MS);
    api.onLoad = () => {
      window.clearTimeout(timer);
      rememberUse();
      resolve(window.Tawk_API ?? api);
    };
    api.onChatMinimized = () => remember(true);
    api.onChatMaximized = () => remember(false);
    const script = document.createElement('script');
    script.async = true;
    script.src = embedScriptUrl(ids);
    script.charset = 'UTF-8';
    script.setAttribute('crossorigin', '*');
    script.onerror = () => {
      window.clearTimeout(timer);
      reject(new Error('chat script unavailable'));
    };
    document.body.appendChild(script);
  }).catch((error: unknown) => {
    loading = null; // a later attempt may succeed once the network is back
    throw error;
  });
  return loading;
}

/** Opens the chat window; false when the messenger cannot be reached. */
export async function openChat(ids: ChatIds): Promise<boolean> {
  try {
    const api = await loadChat(ids);
    api.maximize?.();
    return true;
  } catch {
    return false;
  }
}

/** Keeps the chat minimised if the visitor minimised it, once it is loaded. */
export function applyRememberedState(): void {
  if (wasMinimised()) window.Tawk_API?.minimize?.();
}
