import { ENQUIRY_LIMITS } from '../../../features/enquiries/browser.ts';

/** A path on this site, as the enquiry function accepts for a lead's source. */
const PAGE_PATH = /^\/[\x21-\x7e]*$/;

/**
 * The page a visitor came from (`?from=`, which the 'Talk to an expert' button sends when no
 * script takes it over), so the team knows what they were reading; else the form's own page.
 */
export function fromPage(url: URL, ownPath: string): string {
  const from = url.searchParams.get('from');
  return from && PAGE_PATH.test(from) && from.length <= ENQUIRY_LIMITS.source ? from : ownPath;
}
