import type { PageServices } from '../../shared/pageServices.ts';
import { chatIdsOf } from '../components/chat/chatWidget.ts';
import { schedulingUrl } from '../lib/schedulingUrl.ts';
import type { SiteSettings } from './siteSettings.ts';

/** The third-party services the site settings switch on for every page. */
export function pageServices(settings: Pick<SiteSettings, 'scheduling' | 'chat'>): PageServices {
  return {
    schedulingUrl: schedulingUrl(settings.scheduling),
    chat: chatIdsOf(settings.chat) !== null,
  };
}
