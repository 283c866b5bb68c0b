import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useIdle } from '../useIdle.ts';
import {
  applyRememberedState,
  chatUsedBefore,
  loadChat,
  MINIMISED_APPLY_DELAY_MS,
} from './chatWidget.ts';
import { useChatIds } from './useChat.ts';

/**
 * The messenger is a third party's script, heavier than the page itself. A visitor who has never
 * opened the chat in this browser gets it when they press Chat (which loads it then); one who has,
 * and may have a conversation to return to, gets it back once the page is idle. On every route
 * change the visitor's choice to keep it minimised is applied again.
 */
export function ChatController() {
  const ids = useChatIds();
  const { pathname } = useLocation();
  const idle = useIdle();

  useEffect(() => {
    if (!ids || !idle || !chatUsedBefore()) return;
    loadChat(ids).then(applyRememberedState, () => {
      // Unreachable messenger: the Chat buttons explain and offer phone and e-mail instead.
    });
  }, [ids, idle]);

  useEffect(() => {
    const timer = window.setTimeout(applyRememberedState, MINIMISED_APPLY_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pathname]);

  return null;
}
