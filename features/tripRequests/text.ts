/**
 * Small text helpers shared by the field readers: one spelling of apostrophes and dashes, number
 * words, and the rounding of confidences. Each reader works on the text as written so that the
 * evidence it reports is the visitor's own words.
 */

/** Curly quotes and the various dashes as plain characters, so one pattern reads them all. */
export function plainText(text: string): string {
  return text
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/\u00a0/g, ' ');
}

const SMALL_NUMBERS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  single: 1,
  two: 2,
  couple: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  'twenty one': 21,
  'twenty-one': 21,
  thirty: 30,
};

/** A pattern source matching a count written as digits or as a word ("3", "three", "a"). */
export const COUNT = `(?:\\d{1,3}|twenty[- ]one|${Object.keys(SMALL_NUMBERS)
  .filter((word) => !word.includes(' ') && !word.includes('-'))
  .join('|')})`;

/** The value of a count matched by COUNT, or undefined when it is not one. */
export function countValue(word: string): number | undefined {
  const trimmed = word.trim().toLowerCase();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  return SMALL_NUMBERS[trimmed];
}

/** Confidences stay in (0, 1] and read cleanly in the Studio. */
export function clampConfidence(value: number): number {
  return Math.round(Math.min(1, Math.max(0.05, value)) * 100) / 100;
}
