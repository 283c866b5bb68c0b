/**
 * The enquiry form's fields and their limits, shared by the function that validates them and the
 * browser forms that send them (no dependencies, so the browser bundle stays small).
 */

/** Longest accepted value of each free-text field, in characters. */
export const ENQUIRY_LIMITS = {
  firstName: 80,
  lastName: 80,
  email: 254,
  phone: 32,
  tripDate: 80,
  notes: 2000,
  source: 200,
} as const;

/** The booking form's region options, the only regions an enquiry may name. */
export const ENQUIRY_REGIONS = [
  'Africa',
  'Asia',
  'Australasia',
  'Caribbean',
  'Central America',
  'Europe',
  'Indian Ocean',
  'Middle East',
  'North America',
  'South America',
] as const;

/** At most the rolling list's 18 months. */
export const MAX_ENQUIRY_MONTHS = 18;

export const ENQUIRY_FORM_KINDS = ['booking', 'callback'] as const;
export const TRIP_DATE_TYPES = ['month', 'date'] as const;

/** Hidden field people never see and bots fill in; a filled one is accepted and dropped. */
export const HONEYPOT_FIELD = 'website';

/** Header carrying the form attempt's key, so a retried submit stores one enquiry. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,100}$/;

export type EnquiryRegion = (typeof ENQUIRY_REGIONS)[number];
export type EnquiryFormKind = (typeof ENQUIRY_FORM_KINDS)[number];
export type TripDateType = (typeof TRIP_DATE_TYPES)[number];

/** What a form sends to POST /api/enquiries (JSON). Only firstName and an e-mail or phone are required. */
export interface EnquiryPayload {
  formKind: EnquiryFormKind;
  /** The page the form was sent from, e.g. '/holiday-types/safaris'. */
  source: string;
  firstName: string;
  lastName?: string;
  email?: string;
  phone?: string;
  tripDateType?: TripDateType | null;
  tripDate?: string;
  months?: string[];
  regions?: EnquiryRegion[];
  notes?: string;
  consent?: boolean;
  /** The honeypot: always empty when a person sends the form. */
  website?: string;
}

export type EnquiryField = Exclude<keyof EnquiryPayload, 'website'>;

/** One message per field the visitor must correct, as POST /api/enquiries answers on 400. */
export type EnquiryFieldErrors = Partial<Record<EnquiryField, string>>;
