/**
 * The privacy policy's promise in code: an enquiry that did not lead to a booking is deleted
 * once it is older than the retention period (site settings, in months). Pure, so the date
 * rule is tested on its own and shared by the host's daily job, the Netlify scheduled function
 * and the privacy command.
 */

/** The period the policy states, used when site settings give none (or nonsense). */
export const DEFAULT_RETENTION_MONTHS = 24;

/** The status an editor sets when an enquiry became a booking: its record is kept elsewhere. */
export const BOOKED_STATUS = 'booked';

/** What the rule reads of an enquiry (any version: published or draft). */
export interface EnquiryAge {
  _id: string;
  status?: string | null;
  /** When the visitor sent it; the document's own creation time stands in when absent. */
  createdAt?: string | null;
  _createdAt?: string | null;
}

/** A whole number of months from 1 to 120 (as the Studio allows); else the policy's period. */
export function retentionMonths(value: unknown): number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 120
    ? value
    : DEFAULT_RETENTION_MONTHS;
}

/**
 * The moment `months` calendar months before `now` (UTC). A day that the earlier month lacks
 * becomes that month's last day: two years before 29 February 2028 is 28 February 2026, not
 * 1 March, so a leap day never shortens the period.
 */
export function retentionCutoff(now: Date, months: number): Date {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() - months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(year, month, Math.min(now.getUTCDate(), lastDay));
  return cutoff;
}

/** Strictly older than the cutoff: an enquiry exactly as old as the period is still kept. */
export function isPastRetention(enquiry: EnquiryAge, cutoff: Date): boolean {
  const sent = Date.parse(enquiry.createdAt ?? enquiry._createdAt ?? '');
  // An enquiry whose age cannot be read is kept: deleting is the step that cannot be undone.
  return Number.isFinite(sent) && sent < cutoff.getTime();
}

/** The id shared by an enquiry's published document and its draft. */
export function publishedIdOf(id: string): string {
  return id.startsWith('drafts.') ? id.slice('drafts.'.length) : id;
}

/**
 * The ids (every version) of enquiries to delete. Versions of one enquiry are judged together:
 * if any version says it led to a booking, none is deleted; otherwise all go once the oldest
 * stated date is past the cutoff.
 */
export function expiredEnquiryIds(enquiries: readonly EnquiryAge[], cutoff: Date): string[] {
  const byEnquiry = new Map<string, EnquiryAge[]>();
  for (const enquiry of enquiries) {
    const key = publishedIdOf(enquiry._id);
    byEnquiry.set(key, [...(byEnquiry.get(key) ?? []), enquiry]);
  }
  const expired: string[] = [];
  for (const versions of byEnquiry.values()) {
    if (versions.some((version) => version.status === BOOKED_STATUS)) continue;
    if (versions.some((version) => isPastRetention(version, cutoff))) {
      expired.push(...versions.map((version) => version._id));
    }
  }
  return expired.sort();
}
