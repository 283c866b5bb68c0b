import { useCallback } from 'react';
import { useSiteSettings } from '../../data/siteSettings.ts';
import { chatIdsOf, openChat, type ChatIds } from './chatWidget.ts';

/** The chat ids from site settings, or null when the business has no chat configured. */
export function useChatIds(): ChatIds | null {
  return chatIdsOf(useSiteSettings().chat);
}

/** Opens the live chat; resolves false when it cannot be reached. */
export function useOpenChat(): () => Promise<boolean> {
  const ids = useChatIds();
  return useCallback(async () => (ids ? openChat(ids) : false), [ids]);
}
