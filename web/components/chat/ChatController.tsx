import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { applyRememberedState, loadChat, MINIMISED_APPLY_DELAY_MS } from './chatWidget.ts';
import { useChatIds } from './useChat.ts';

const IDLE_LOAD_DELAY_MS = 4000;

/**
 * Loads the chat messenger once the page is idle (never before first paint), and on every route
 * change re-applies the visitor's choice to keep it minimised.
 */
export function ChatController() {
  const ids = useChatIds();
  const { pathname } = useLocation();

  useEffect(() => {
    if (!ids) return;
    const timer = window.setTimeout(() => {
      loadChat(ids).then(applyRememberedState, () => {
        // Unreachable messenger: the Chat buttons explain and offer phone and e-mail instead.
      });
    }, IDLE_LOAD_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [ids]);

  useEffect(() => {
    const timer = window.setTimeout(applyRememberedState, MINIMISED_APPLY_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pathname]);

  return null;
}
