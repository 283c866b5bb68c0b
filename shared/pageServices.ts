/**
 * The third-party services a rendered page may use, as the site settings it read name them. The
 * host allows exactly their origins in the page's content policy, so a service the business
 * switches off in the settings can no longer run on the site, and one it adds works at once.
 */
export interface PageServices {
  /** The discovery-call scheduler's address (framed on the booking page), when set. */
  schedulingUrl: string | null;
  /** Whether the live-chat messenger is configured (it then loads on every page). */
  chat: boolean;
}

export const NO_PAGE_SERVICES: PageServices = { schedulingUrl: null, chat: false };
