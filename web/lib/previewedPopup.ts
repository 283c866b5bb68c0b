/**
 * Promotional popups in an editor's preview. The launch notice (and any popup that promotes
 * rather than answers the visitor) would open over the very content the editor came to change,
 * so in draft mode it stays closed, unless the preview's address names it: the Studio's
 * Presentation tool lists the notice at such an address, so an editor can see it as visitors
 * will, whether or not it is switched on yet. Payment results and the booking form are answers
 * to what the visitor did, and behave in the preview as for visitors.
 */

/** The preview address's parameter naming the promotional popup the editor wants to see. */
export const PREVIEWED_POPUP_PARAM = 'popup';

/** The launch notice's name in a preview address: `/?popup=launch-notice`. */
export const LAUNCH_NOTICE_POPUP = 'launch-notice';

/** How a promotional popup behaves on this page. */
export type PromotionRule =
  /** As for visitors: its own rule decides (the launch notice: once, on a first visit). */
  | 'as-for-visitors'
  /** Never: an editor's preview that is about something else. */
  | 'closed'
  /** Every time, as it stands in the draft: the editor is previewing this very popup. */
  | 'previewed';

export function promotionRule(popup: string, draft: boolean, search: string): PromotionRule {
  if (!draft) return 'as-for-visitors';
  return new URLSearchParams(search).get(PREVIEWED_POPUP_PARAM) === popup ? 'previewed' : 'closed';
}
