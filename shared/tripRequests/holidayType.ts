/**
 * Holiday types: the six kinds the site has pages for, from the words people use for them. A
 * type read from a hint rather than a name (children in the party, two countries named) is
 * offered at a lower confidence, so a person confirms it.
 */
import { clampConfidence } from './text.ts';
import type { ExtractedField, HolidayTypeSlug } from './types.ts';

const WORDS: [HolidayTypeSlug, RegExp, number][] = [
  [
    'honeymoons',
    /\bhoney ?moon\w*|\bjust (?:got )?married\b|\bnewly ?weds?\b|\bnewlywed\w*|\bmini[- ]?moon\b/gi,
    0.95,
  ],
  ['safaris', /\bsafari\w*|\bgame (?:drives?|reserves?|viewing)\b|\bbig (?:five|5)\b/gi, 0.95],
  [
    'family-holidays',
    /\bfamily (?:holiday|trip|break|friendly|-friendly)\w*|\bkid[- ]friendly\b|\bkids'? club\b/gi,
    0.9,
  ],
  [
    'all-inclusive',
    /\ball[- ]?inclusive\b|\ball[- ]?inc\b|\ball in(?:c|cl)?\b(?= resort| hotel| package| deal| please| basis)|\beverything included\b/gi,
    0.95,
  ],
  [
    'luxury-beach-holidays',
    /\bbeach(?:es|y)?\b|\bon the sand\b|\bsun lounger\w*|\bby the (?:sea|ocean)\b|\bseaside\b/gi,
    0.85,
  ],
  [
    'multi-destinations-holidays',
    /\bmulti[- ]?(?:destination|centre|center|country|stop)\w*|\b(?:two|twin|2|three|3)[- ](?:centre|center)\b|\b(?:two|2|three|3|a few|several) (?:or (?:three|3|four|4) )?(?:countries|destinations|places|islands)\b|\bcombin(?:e|ing|ation)\b|\btwo[- ]?stop\b/gi,
    0.85,
  ],
];

export interface TypeHints {
  /** Children travel: likely a family holiday. */
  children: boolean;
  /** How many distinct countries (destinations, or journeys' places) were named. */
  destinations: number;
}

export function readHolidayTypes(
  text: string,
  hints: TypeHints,
): ExtractedField<HolidayTypeSlug[]> | undefined {
  const found = new Map<HolidayTypeSlug, { confidence: number; evidence: string }>();
  for (const [slug, pattern, confidence] of WORDS) {
    const match = text.match(pattern);
    if (match) found.set(slug, { confidence, evidence: match[0] });
  }
  if (hints.children && !found.has('family-holidays')) {
    found.set('family-holidays', { confidence: 0.75, evidence: 'children in the party' });
  }
  if (hints.destinations >= 2 && !found.has('multi-destinations-holidays')) {
    found.set('multi-destinations-holidays', {
      confidence: 0.7,
      evidence: 'two or more places named',
    });
  }
  if (found.size === 0) return undefined;
  const entries = [...found.entries()];
  return {
    value: entries.map(([slug]) => slug),
    confidence: clampConfidence(Math.min(...entries.map(([, entry]) => entry.confidence))),
    evidence: entries.map(([, entry]) => entry.evidence).join('; '),
  };
}
