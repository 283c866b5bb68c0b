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
    /\bbeach(?:es|y|front|side)?\b|\bon the sand\b|\bsun lounger\w*|\bby the (?:sea|ocean)\b|\bseaside\b/gi,
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
  /**
   * Places apart from each other: named as parts of one trip, as alternatives, or just one
   * place (or places within one another).
   */
  places: 'one' | 'combined' | 'alternatives';
}

export function readHolidayTypes(
  text: string,
  hints: TypeHints,
): ExtractedField<HolidayTypeSlug[]> | undefined {
  const found = new Map<HolidayTypeSlug, { confidence: number; evidence: string }>();
  for (const [slug, pattern, confidence] of WORDS) {
    for (const match of text.matchAll(pattern)) {
      // "Not really beach people": a type named to be avoided.
      const before = text.slice(Math.max(0, match.index - 25), match.index);
      if (/\b(?:not|no|don'?t|never|without|avoid|hate|rather than)\b[^.,;!?]*$/i.test(before))
        continue;
      found.set(slug, { confidence, evidence: match[0] });
      break;
    }
  }
  if (!found.has('family-holidays')) {
    const kids = /\b(?:kids|children|our (?:son|daughter|boys|girls)|the little ones)\b/i.exec(
      text,
    );
    if (hints.children || kids) {
      found.set('family-holidays', {
        confidence: 0.75,
        evidence: kids ? kids[0] : 'children in the party',
      });
    }
  }
  if (hints.places === 'combined' && !found.has('multi-destinations-holidays')) {
    found.set('multi-destinations-holidays', {
      confidence: 0.7,
      evidence: 'two destinations in one trip',
    });
  }
  if (
    found.has('safaris') &&
    found.has('luxury-beach-holidays') &&
    !found.has('multi-destinations-holidays')
  ) {
    // "Bush and beach": a safari then a beach is two places, as the trade plans it.
    found.set('multi-destinations-holidays', { confidence: 0.7, evidence: 'a safari and a beach' });
  }
  if (found.size === 0) return undefined;
  const entries = [...found.entries()];
  let confidence = Math.min(...entries.map(([, entry]) => entry.confidence));
  if (hints.places === 'alternatives' && !found.has('multi-destinations-holidays')) {
    // Two places apart, read as a choice: they might yet be two stops of one trip.
    confidence = Math.min(confidence, 0.75);
  }
  return {
    value: entries.map(([slug]) => slug),
    confidence: clampConfidence(confidence),
    evidence: entries.map(([, entry]) => entry.evidence).join('; '),
  };
}
