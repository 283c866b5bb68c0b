/**
 * How long: nights, weeks, a fortnight or days. "Ten days" is read as nine nights (a day count
 * includes the day of arrival and of return) at a lower confidence, since people use "days"
 * loosely. A range ("10-14 nights", "2 or 3 weeks") is read as its lower bound, the part of the
 * stay that is certain, and is never confident on its own.
 */
import { clampConfidence, COUNT, countValue } from './text.ts';
import type { ExtractedField } from './types.ts';

const UNIT = '(nights?|weeks?|wks?|days?|fortnights?)';
const APPROX =
  '(?:(about|around|roughly|approx(?:imately)?\\.?|maybe|say|c\\.|circa|at least|up to|max(?:imum)?)\\s+)?';

interface Span {
  nights: number;
  confidence: number;
  evidence: string;
}

function toNights(count: number, unit: string): { nights: number; confidence: number } {
  const word = unit.toLowerCase();
  if (word.startsWith('night')) return { nights: count, confidence: 0.95 };
  if (word.startsWith('fortnight')) return { nights: 14 * count, confidence: 0.9 };
  if (word.startsWith('w')) return { nights: 7 * count, confidence: 0.9 };
  return { nights: Math.max(1, count - 1), confidence: 0.7 };
}

export function readNights(text: string): ExtractedField<number> | undefined {
  const spans: Span[] = [];
  const taken: [number, number][] = [];
  const free = (start: number, end: number) =>
    taken.every(([from, to]) => end <= from || start >= to);
  // A phrase such as "in six weeks" or "weeks ago" is about when, not how long.
  const aboutWhen = (start: number, end: number) =>
    /\b(?:in|within|next|after|than|every|last|past|first|second|final)\s+(?:(?:about|around|roughly|the|a|few|couple|of)\s+)*$/i.test(
      text.slice(Math.max(0, start - 25), start),
    ) || /^\s*(?:'?\s*time|ago|before|after|from now|notice|away)/i.test(text.slice(end, end + 12));

  const range = new RegExp(
    `\\b${APPROX}(${COUNT})\\s*(?:-|to|or|–|\\/)\\s*(${COUNT})\\s*${UNIT}\\b`,
    'gi',
  );
  for (const match of text.matchAll(range)) {
    const low = countValue(match[2] ?? '');
    const high = countValue(match[3] ?? '');
    if (low === undefined || high === undefined || high <= low) continue;
    if (aboutWhen(match.index, match.index + match[0].length)) continue;
    const { nights } = toNights(low, match[4] ?? '');
    spans.push({ nights, confidence: 0.65, evidence: match[0] });
    taken.push([match.index, match.index + match[0].length]);
  }

  const single = new RegExp(
    `\\b${APPROX}(${COUNT}|a couple of|a few)\\s*(?:more\\s+)?${UNIT}\\b|\\b${APPROX}(?:a\\s+)?(fortnight)\\b|\\b(long weekend|week or so|week or two|couple of weeks|(?:about |around |roughly )?(?:a|one|a whole|a full) month)\\b`,
    'gi',
  );
  for (const match of text.matchAll(single)) {
    const start = match.index;
    const end = start + match[0].length;
    if (!free(start, end) || aboutWhen(start, end)) continue;
    let span: Span | undefined;
    if (match[6]) {
      const phrase = match[6].toLowerCase();
      span =
        phrase === 'long weekend'
          ? { nights: 3, confidence: 0.6, evidence: match[0] }
          : phrase === 'week or so'
            ? { nights: 7, confidence: 0.7, evidence: match[0] }
            : phrase.endsWith('month')
              ? // A month is read as thirty nights; people rarely mean it to the day.
                { nights: 30, confidence: 0.6, evidence: match[0] }
              : { nights: phrase === 'week or two' ? 7 : 14, confidence: 0.6, evidence: match[0] };
    } else if (match[5]) {
      span = { nights: 14, confidence: match[4] ? 0.8 : 0.9, evidence: match[0] };
    } else {
      const raw = (match[2] ?? '').toLowerCase();
      const count = raw === 'a couple of' ? 2 : raw === 'a few' ? 3 : countValue(raw);
      if (count === undefined || count === 0 || count > 60) continue;
      const read = toNights(count, match[3] ?? '');
      const vague = raw === 'a few' || raw === 'a couple of';
      const bound = match[1] && /least|up to|max/i.test(match[1]);
      span = {
        nights: read.nights,
        confidence:
          read.confidence - (vague ? 0.3 : 0) - (bound ? 0.2 : 0) - (match[1] && !bound ? 0.05 : 0),
        evidence: match[0],
      };
    }
    spans.push(span);
    taken.push([start, end]);
  }
  // "3 nights in Dubai and 7 in the Maldives": the later parts leave out the word "nights".
  if (spans.some((span) => /night/i.test(span.evidence))) {
    const part = new RegExp(
      `\\b(?:and|then|plus|\\+|,)\\s+(?:another\\s+)?(${COUNT})\\s+(?:in|at|on)\\b`,
      'gi',
    );
    for (const match of text.matchAll(part)) {
      const count = countValue(match[1] ?? '');
      const start = match.index;
      if (count === undefined || !free(start, start + match[0].length)) continue;
      spans.push({ nights: count, confidence: 0.75, evidence: match[0] });
      taken.push([start, start + match[0].length]);
    }
  }
  if (spans.length === 0) return undefined;
  if (spans.length === 1) {
    const [only] = spans as [Span];
    return {
      value: only.nights,
      confidence: clampConfidence(only.confidence),
      evidence: only.evidence,
    };
  }
  // "Three nights in Dubai and ten in the Maldives" names the parts of one stay: the whole is
  // their sum, but whether a "week" is a part or the total is a guess, so a person checks.
  const nightsOnly = spans.every((span) => /night/i.test(span.evidence));
  const total = spans.reduce((sum, span) => sum + span.nights, 0);
  return {
    value: total,
    confidence: clampConfidence(nightsOnly ? 0.75 : 0.5),
    evidence: spans.map((span) => span.evidence).join('; '),
  };
}
