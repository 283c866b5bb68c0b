/**
 * The trip-request form's fields and limits, shared by the function that validates them and the
 * page that sends them (no dependencies, so the browser bundle stays small).
 */

export const TRIP_REQUEST_LIMITS = {
  message: 4000,
  name: 120,
  email: 254,
  phone: 32,
  placeHint: 120,
  specialist: 96,
} as const;

/** A voice note or short video: at most this many bytes (20 MB, about two minutes of video). */
export const MAX_RECORDING_BYTES = 20 * 1024 * 1024;

/**
 * What browsers record (webm, ogg, mp4) and what phones save (m4a, mp3, mov, wav): the types a
 * recording is stored as once its bytes are recognised (features/tripRequests/recordingContainer.ts).
 */
export const RECORDING_TYPES = [
  'audio/webm',
  'audio/ogg',
  'video/ogg',
  'audio/mp4',
  'audio/x-m4a',
  'audio/mpeg',
  'audio/wav',
  'audio/x-wav',
  'video/webm',
  'video/mp4',
  'video/quicktime',
] as const;

/** The form field names; `recording` is the file part of a multipart post. */
export const TRIP_REQUEST_FIELDS = {
  message: 'message',
  name: 'name',
  email: 'email',
  phone: 'phone',
  consent: 'consent',
  placeHint: 'place',
  /** The slug of the specialist whose page the request was sent from. */
  specialist: 'specialist',
  recording: 'recording',
  idempotencyKey: 'idempotencyKey',
} as const;

export type TripRequestField =
  'message' | 'name' | 'email' | 'phone' | 'consent' | 'placeHint' | 'recording';
export type TripRequestFieldErrors = Partial<Record<TripRequestField, string>>;

/** What scripts send to POST /api/trip-requests as JSON. */
export interface TripRequestPayload {
  message: string;
  name: string;
  email: string;
  phone?: string;
  consent: boolean;
  place?: string;
  /** A specialist's slug, as their page sends it: the request goes to them unless away. */
  specialist?: string;
}

/** The media type without parameters ("audio/webm;codecs=opus" is audio/webm). */
export function recordingTypeOf(contentType: string): string {
  return contentType.split(';')[0]?.trim().toLowerCase() ?? '';
}

export function isRecordingType(contentType: string): boolean {
  return (RECORDING_TYPES as readonly string[]).includes(recordingTypeOf(contentType));
}
