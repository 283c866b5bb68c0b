/**
 * Validates what a form sends to POST /api/enquiries. A useful lead needs a name and a way to
 * reply (an e-mail or a phone); everything else is optional, as the spec labels it. Every value
 * is bounded, trimmed, and free of control characters (notes keep their line breaks).
 */
import { z } from 'zod';
import {
  ENQUIRY_FORM_KINDS,
  ENQUIRY_LIMITS,
  ENQUIRY_REGIONS,
  MAX_ENQUIRY_MONTHS,
  TRIP_DATE_TYPES,
  type EnquiryField,
  type EnquiryFieldErrors,
  type EnquiryFormKind,
  type EnquiryRegion,
  type TripDateType,
} from './fields.ts';

/** A validated enquiry, normalised: empty optional text is absent, lists are de-duplicated. */
export interface EnquiryDetails {
  formKind: EnquiryFormKind;
  source: string;
  firstName: string;
  lastName?: string;
  email?: string;
  phone?: string;
  tripDateType: TripDateType | null;
  tripDate?: string;
  months: string[];
  regions: EnquiryRegion[];
  notes?: string;
  consent: boolean;
}

export type { EnquiryFieldErrors };

export type EnquiryValidation =
  { ok: true; enquiry: EnquiryDetails } | { ok: false; fieldErrors: EnquiryFieldErrors };

// Any C0 control character or DEL; single-line fields refuse them all (no CR/LF smuggling).
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;
// Notes may hold line breaks and tabs, nothing else from the control range.
// eslint-disable-next-line no-control-regex -- as above
const CONTROL_CHARACTERS_BUT_BREAKS = /[\u0000-\u0008\u000b-\u001f\u007f]/;
const MONTH_LABEL = /^(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4}$/;
const PAGE_PATH = /^\/[\x21-\x7e]*$/;
// Digits with the usual separators; at least six digits somewhere in it.
const PHONE = /^\+?[0-9 ()\-.]+$/;
const EMAIL = z.email();

const tooLong = (max: number) => `Please keep this to ${max} characters or fewer.`;
const NAME_NEEDED = 'Please tell us your name.';
const SINGLE_LINE = 'Please use a single line of plain text.';

function singleLine(max: number, missing = 'Please enter text here.') {
  return z
    .string({
      error: (issue) => (issue.input === undefined ? missing : 'Please enter text here.'),
    })
    .trim()
    .max(max, { error: tooLong(max) })
    .refine((value) => !CONTROL_CHARACTERS.test(value), { error: SINGLE_LINE });
}

function optional<T extends z.ZodType>(schema: T) {
  return schema.nullish();
}

const notes = z
  .string({ error: 'Please enter text here.' })
  .transform((value) => value.replace(/\r\n?/g, '\n').trim())
  .pipe(
    z
      .string()
      .max(ENQUIRY_LIMITS.notes, { error: tooLong(ENQUIRY_LIMITS.notes) })
      .refine((value) => !CONTROL_CHARACTERS_BUT_BREAKS.test(value), {
        error: 'Please use plain text.',
      }),
  );

const enquirySchema = z.object({
  formKind: z.enum(ENQUIRY_FORM_KINDS, { error: 'The form kind must be booking or callback.' }),
  source: singleLine(ENQUIRY_LIMITS.source).regex(PAGE_PATH, {
    error: 'The source must be a page path such as /journeys.',
  }),
  firstName: singleLine(ENQUIRY_LIMITS.firstName, NAME_NEEDED).min(1, { error: NAME_NEEDED }),
  lastName: optional(singleLine(ENQUIRY_LIMITS.lastName)),
  email: optional(
    singleLine(ENQUIRY_LIMITS.email).refine(
      (value) => value === '' || EMAIL.safeParse(value).success,
      { error: 'Please enter a valid e-mail address.' },
    ),
  ),
  phone: optional(
    singleLine(ENQUIRY_LIMITS.phone).refine(
      (value) => value === '' || (PHONE.test(value) && value.replace(/\D/g, '').length >= 6),
      { error: 'Please enter a valid phone number.' },
    ),
  ),
  tripDateType: optional(z.enum(TRIP_DATE_TYPES, { error: 'Please choose month or date.' })),
  tripDate: optional(singleLine(ENQUIRY_LIMITS.tripDate)),
  months: optional(
    z
      .array(z.string().regex(MONTH_LABEL, { error: 'Please choose months from the list.' }), {
        error: 'Please choose months from the list.',
      })
      .max(MAX_ENQUIRY_MONTHS, { error: `Please choose up to ${MAX_ENQUIRY_MONTHS} months.` }),
  ),
  regions: optional(
    z
      .array(z.enum(ENQUIRY_REGIONS, { error: 'Please choose regions from the list.' }), {
        error: 'Please choose regions from the list.',
      })
      .max(ENQUIRY_REGIONS.length, { error: 'Please choose regions from the list.' }),
  ),
  notes: optional(notes),
  consent: optional(z.boolean({ error: 'Consent must be yes or no.' })),
});

// Short enough for one line under a field on a 320 px phone (see forms.css, decision 056).
const CONTACT_NEEDED = 'An e-mail or a phone number, please.';

function hasText(value: unknown): boolean {
  return typeof value === 'string' && value.trim() !== '';
}

function present(value: string | null | undefined): string | undefined {
  return value ? value : undefined;
}

/** Checks a parsed JSON object; field messages are written for the visitor, one per field. */
export function validateEnquiry(input: Record<string, unknown>): EnquiryValidation {
  const result = enquirySchema.safeParse(input);
  const fieldErrors: EnquiryFieldErrors = {};
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = issue.path[0];
      if (typeof field === 'string' && field in enquirySchema.shape) {
        fieldErrors[field as EnquiryField] ??= issue.message;
      }
    }
  }
  // Checked on the raw input, so a visitor sees every missing piece at once.
  if (!hasText(input.email) && !hasText(input.phone)) {
    fieldErrors.email ??= CONTACT_NEEDED;
    fieldErrors.phone ??= CONTACT_NEEDED;
  }
  if (!result.success || Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors };

  const value = result.data;
  return {
    ok: true,
    enquiry: {
      formKind: value.formKind,
      source: value.source,
      firstName: value.firstName,
      lastName: present(value.lastName),
      email: present(value.email),
      phone: present(value.phone),
      tripDateType: value.tripDateType ?? null,
      tripDate: present(value.tripDate),
      months: [...new Set(value.months ?? [])],
      regions: [...new Set(value.regions ?? [])],
      notes: present(value.notes),
      consent: value.consent ?? false,
    },
  };
}
