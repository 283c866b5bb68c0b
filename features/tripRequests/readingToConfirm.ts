/**
 * What an editor should check on a request that waits for a person: each field the automatic
 * reading was not sure of, named with the value read ("Budget: £5,000 per person — please
 * confirm"), and how sure each reading was, in words rather than as a number between 0 and 1.
 */
import { readingFields, type StoredReading } from './storedReading.ts';
import { CONFIDENT } from './types.ts';

/** Below this the reading is little better than a guess. */
const FAIRLY_SURE = 0.5;

export type ConfidenceInWords = 'Sure' | 'Fairly sure' | 'Unsure';

/** How sure a reading was, as an editor says it; "Sure" is what the site acts on by itself. */
export function confidenceInWords(confidence: number): ConfidenceInWords {
  if (confidence >= CONFIDENT) return 'Sure';
  if (confidence >= FAIRLY_SURE) return 'Fairly sure';
  return 'Unsure';
}

/** A confidence as shown beside its field: in words, with what to do when it is not sure. */
export function confidenceNote(confidence: number | undefined): string {
  if (confidence === undefined) return 'Not read';
  const words = confidenceInWords(confidence);
  return words === 'Sure' ? words : `${words} — please confirm`;
}

/** One line for each field read with less than confidence, in the order of the reading. */
export function fieldsToConfirm(reading: StoredReading | undefined): string[] {
  if (!reading) return [];
  return readingFields(reading)
    .filter(({ confidence }) => confidence !== undefined && confidence < CONFIDENT)
    .map(({ label, value }) => `${label}: ${value} — please confirm`);
}
