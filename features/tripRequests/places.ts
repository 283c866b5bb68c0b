/**
 * Places: the content's destinations, regions and journeys (with the other names editors add)
 * found in a visitor's words. Matching ignores case, accents and punctuation, lets "the" come or
 * go, and forgives a slip of the keyboard in a long name. One slip with the first letter kept
 * ("Maldievs") is read as surely as routing needs: across the project's own cases such readings
 * were always right (calibration.test.ts, decision 110); two slips stay a guess for a person.
 */
import { clampConfidence } from './text.ts';
import type { ExtractedField, GazetteerPlace } from './types.ts';

interface Token {
  /** Lower case, without accents. */
  word: string;
  start: number;
  end: number;
}

/** The words of a text with where each stands, folded for comparison. */
export function tokens(text: string): Token[] {
  const found: Token[] = [];
  for (const match of text.matchAll(/[\p{L}\p{N}]+(?:'[\p{L}]+)?/gu)) {
    found.push({ word: fold(match[0]), start: match.index, end: match.index + match[0].length });
  }
  return found;
}

function fold(word: string): string {
  return word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/'s$/, '');
}

/** A name as words to look for: folded, without a leading article ("The Sri Lanka Grand Tour"). */
function nameWords(name: string): string[] {
  const words = tokens(name).map((token) => token.word);
  return ['the', 'a', 'an'].includes(words[0] ?? '') && words.length > 1 ? words.slice(1) : words;
}

/** Damerau–Levenshtein distance (optimal string alignment), stopping early past `limit`. */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    const row: number[] = [i];
    for (let j = 1; j <= b.length; j++) row.push(i === 0 ? j : 0);
    rows.push(row);
  }
  for (let i = 1; i <= a.length; i++) {
    let best = Number.POSITIVE_INFINITY;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const previous = rows[i - 1] ?? [];
      const current = rows[i] ?? [];
      const cell = (row: readonly number[], index: number) =>
        row[index] ?? Number.POSITIVE_INFINITY;
      let value = Math.min(
        cell(previous, j) + 1,
        cell(current, j - 1) + 1,
        cell(previous, j - 1) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, cell(rows[i - 2] ?? [], j - 2) + 1);
      }
      current[j] = value;
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
  }
  return rows[a.length]?.[b.length] ?? limit + 1;
}

/** Typos forgiven for a name of this many letters: none below six, one up to nine, then two. */
function typoAllowance(letters: number): number {
  if (letters < 6) return 0;
  return letters < 10 ? 1 : 2;
}

/** Words that, just before a place, mean the visitor is not asking to go there. */
const NEGATION =
  /\b(?:not|no|never|avoid|except|instead of|rather than|apart from|other than|(?:already |have |'ve |we've |i've )been to|went to|done|did)\s+(?:(?:to|the|in|at|a|go|going|visit|visiting|really|again)\s+)*$/i;

interface Candidate {
  place: GazetteerPlace;
  /** Token range [first, last]. */
  first: number;
  last: number;
  confidence: number;
}

const EXACT = 0.95;
const TYPO = 0.8;
/**
 * A journey's title that is only a list of places ("Bali and Lombok") may be the places rather
 * than the itinerary: sure only when the visitor calls it a trip, or the title is distinctive.
 */
const JOURNEY_WORDS = /^[\s'"]*(?:trip|tour|itinerary|journey|holiday|package|one)\b/i;
const LOOSE_JOURNEY = 0.7;

/** A place found in the text, with where its words stand (character offsets). */
export interface PlaceMention {
  place: GazetteerPlace;
  start: number;
  end: number;
  confidence: number;
}

export interface PlaceReading {
  field: ExtractedField<GazetteerPlace[]>;
  mentions: PlaceMention[];
}

export function readPlaces(
  text: string,
  places: readonly GazetteerPlace[],
): PlaceReading | undefined {
  const words = tokens(text);
  const candidates: Candidate[] = [];
  for (const place of places) {
    for (const name of [place.name, ...place.aliases]) {
      const target = nameWords(name);
      if (target.length === 0) continue;
      const joined = target.join('');
      const allowance = typoAllowance(joined.length);
      // The same number of words, and one more or fewer ("Srilanka", "Sey chelles").
      for (const span of new Set([target.length, target.length - 1, target.length + 1])) {
        if (span < 1) continue;
        for (let first = 0; first + span <= words.length; first++) {
          const window = words.slice(first, first + span).map((token) => token.word);
          const exact = span === target.length && window.every((word, i) => word === target[i]);
          let confidence = 0;
          if (exact) confidence = EXACT;
          else if (window.join('') === joined) confidence = EXACT - 0.1;
          else if (allowance > 0 && span === target.length) {
            const distance = editDistance(window.join(' '), target.join(' '), allowance);
            // The first letter is seldom the one mistyped; requiring it keeps "Bali" from "Mali".
            if (distance <= allowance && window[0]?.[0] === target[0]?.[0]) {
              confidence = TYPO - 0.1 * (distance - 1);
            }
          }
          if (confidence > 0 && place.kind === 'journey') {
            const after = text.slice(tokenAt(words, first + span - 1).end).slice(0, 20);
            const distinctive = name.includes(':') || target.length >= 4;
            if (!distinctive && !JOURNEY_WORDS.test(after)) {
              confidence = Math.min(confidence, LOOSE_JOURNEY);
            }
          }
          if (confidence > 0) {
            candidates.push({ place, first, last: first + span - 1, confidence });
          }
        }
      }
    }
  }
  if (candidates.length === 0) return undefined;

  // Longer and surer matches first, so "South Africa" claims its words before "Africa" does.
  candidates.sort(
    (a, b) =>
      b.last - b.first - (a.last - a.first) || b.confidence - a.confidence || a.first - b.first,
  );
  const taken = new Set<number>();
  const kept: Candidate[] = [];
  let doubt = false;
  for (const candidate of candidates) {
    let free = true;
    for (let i = candidate.first; i <= candidate.last; i++) if (taken.has(i)) free = false;
    if (!free) continue;
    for (let i = candidate.first; i <= candidate.last; i++) taken.add(i);
    const before = text.slice(
      Math.max(0, tokenAt(words, candidate.first).start - 40),
      tokenAt(words, candidate.first).start,
    );
    if (NEGATION.test(before)) {
      // Named, but not as a wish: left out, and the reading is marked as one to check.
      doubt = true;
      continue;
    }
    kept.push(candidate);
  }
  if (kept.length === 0) return undefined;
  kept.sort((a, b) => a.first - b.first);

  const unique: Candidate[] = [];
  for (const candidate of kept) {
    const twin = unique.find((other) => other.place.id === candidate.place.id);
    if (twin) twin.confidence = Math.max(twin.confidence, candidate.confidence);
    else unique.push(candidate);
  }
  const confidence =
    Math.min(...unique.map((candidate) => candidate.confidence)) - (doubt ? 0.3 : 0);
  const span = (candidate: Candidate) => ({
    start: tokenAt(words, candidate.first).start,
    end: tokenAt(words, candidate.last).end,
  });
  return {
    field: {
      value: unique.map((candidate) => candidate.place),
      confidence: clampConfidence(confidence),
      evidence: unique
        .map((candidate) => text.slice(span(candidate).start, span(candidate).end))
        .join('; '),
    },
    mentions: kept.map((candidate) => ({
      place: candidate.place,
      ...span(candidate),
      confidence: candidate.confidence,
    })),
  };
}

function tokenAt(words: readonly Token[], index: number): Token {
  const token = words[index];
  if (!token) throw new RangeError(`No word at ${index}`);
  return token;
}
