/**
 * Validates a trip request as the other forms are validated: bounded, trimmed text free of control
 * characters, a real e-mail address (the specialist replies to it), consent given, and words or a
 * recording to read. One message per field, written for the visitor.
 */
import { z } from 'zod';
import {
  isRecordingType,
  MAX_RECORDING_BYTES,
  TRIP_REQUEST_LIMITS,
  type TripRequestField,
  type TripRequestFieldErrors,
} from './fields.ts';

export interface TripRequestDetails {
  message: string;
  name: string;
  email: string;
  phone?: string;
  consent: true;
  placeHint?: string;
  /** The slug of the specialist the visitor asked for, from their page. */
  specialist?: string;
}

/** A recording as it arrived: its bytes alone (what the browser called it is not kept). */
export interface ReceivedRecording {
  bytes: Uint8Array<ArrayBuffer>;
}

/** A recording judged by its bytes: the type and name the server gave it, and the bytes. */
export interface RecordingUpload {
  contentType: string;
  filename: string;
  bytes: Uint8Array<ArrayBuffer>;
}

export type TripRequestValidation =
  { ok: true; details: TripRequestDetails } | { ok: false; fieldErrors: TripRequestFieldErrors };

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex -- the message keeps line breaks and tabs only
const CONTROL_CHARACTERS_BUT_BREAKS = /[\u0000-\u0008\u000b-\u001f\u007f]/;
const PHONE = /^\+?[0-9 ()\-.]+$/;
const EMAIL = z.email();

/** Said at the recording's field when its bytes are no recording (answered with a 415). */
export const NOT_A_RECORDING =
  'Please send a voice note or video as MP3, M4A, WAV, WebM, MP4 or MOV.';
/** Said when it is over the size limit (a 413). */
export const RECORDING_TOO_LARGE = 'Please keep the recording under 20 MB (about two minutes).';

const tooLong = (max: number) => `Please keep this to ${max} characters or fewer.`;

function singleLine(max: number, missing: string) {
  return z
    .string({ error: missing })
    .trim()
    .max(max, { error: tooLong(max) })
    .refine((value) => !CONTROL_CHARACTERS.test(value), {
      error: 'Please use a single line of plain text.',
    });
}

const schema = z.object({
  message: z
    .string({ error: 'Please tell us about the trip in words.' })
    .transform((value) => value.replace(/\r\n?/g, '\n').trim())
    .pipe(
      z
        .string()
        .max(TRIP_REQUEST_LIMITS.message, { error: tooLong(TRIP_REQUEST_LIMITS.message) })
        .refine((value) => !CONTROL_CHARACTERS_BUT_BREAKS.test(value), {
          error: 'Please use plain text.',
        }),
    )
    .nullish(),
  name: singleLine(TRIP_REQUEST_LIMITS.name, 'Please tell us your name.').min(1, {
    error: 'Please tell us your name.',
  }),
  email: singleLine(
    TRIP_REQUEST_LIMITS.email,
    'Please give an e-mail address for our reply.',
  ).refine((value) => EMAIL.safeParse(value).success, {
    error: 'Please enter a valid e-mail address.',
  }),
  phone: singleLine(TRIP_REQUEST_LIMITS.phone, 'Please enter a valid phone number.')
    .refine(
      (value) => value === '' || (PHONE.test(value) && value.replace(/\D/g, '').length >= 6),
      {
        error: 'Please enter a valid phone number.',
      },
    )
    .nullish(),
  consent: z.literal(true, { error: 'Please agree to be contacted, so that we may reply.' }),
  placeHint: singleLine(TRIP_REQUEST_LIMITS.placeHint, 'Please use plain text.').nullish(),
  // A slug or nothing: anything else is not a page of ours, and is dropped rather than refused.
  specialist: z
    .string()
    .max(TRIP_REQUEST_LIMITS.specialist)
    .nullish()
    .catch(undefined)
    .transform((value) => (value && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value) ? value : undefined)),
});

const present = (value: string | null | undefined) => (value ? value : undefined);

/**
 * Checks a parsed request; `recording` is the uploaded file, if any. A request may carry words,
 * a recording, or both, never neither.
 */
export function validateTripRequest(
  input: Record<string, unknown>,
  recording?: Pick<RecordingUpload, 'contentType' | 'bytes'>,
): TripRequestValidation {
  const result = schema.safeParse(input);
  const fieldErrors: TripRequestFieldErrors = {};
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = issue.path[0];
      if (typeof field === 'string' && field in schema.shape) {
        fieldErrors[field as TripRequestField] ??= issue.message;
      }
    }
  }
  if (recording) {
    if (!isRecordingType(recording.contentType)) {
      fieldErrors.recording = NOT_A_RECORDING;
    } else if (recording.bytes.byteLength > MAX_RECORDING_BYTES) {
      fieldErrors.recording = RECORDING_TOO_LARGE;
    }
  }
  // Read from what was sent, so a visitor sees this beside any other field's error at once.
  const wrote = typeof input.message === 'string' && input.message.trim() !== '';
  if (!fieldErrors.message && !wrote && !recording) {
    fieldErrors.message = 'Please tell us about the trip you have in mind.';
  }
  if (!result.success || Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors };
  const value = result.data;
  return {
    ok: true,
    details: {
      message: value.message ?? '',
      name: value.name,
      email: value.email,
      phone: present(value.phone),
      consent: true,
      placeHint: present(value.placeHint),
      ...(value.specialist ? { specialist: value.specialist } : {}),
    },
  };
}
