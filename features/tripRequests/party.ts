/**
 * Who is travelling: adults, children and the children's ages. Counted phrases ("two adults and
 * two kids aged 6 and 9") are sure; readings that rest on a custom ("a family of four" is usually
 * two parents and two children, a honeymoon is two) are kept below the confidence that acts
 * without a person.
 */
import { clampConfidence, COUNT, countValue } from './text.ts';
import type { ExtractedField, TravelParty } from './types.ts';

const PARTNER =
  '(?:wife|husband|partner|girlfriend|boyfriend|fianc[eé]{1,2}|other half|hubby|spouse|missus|mrs|bf|gf)';
const CHILD_NOUN =
  '(?:kids?|children|child|boys?|girls?|sons?|daughters?|teenagers?|teens?|toddlers?|babies|baby|infants?|little ones)';
/** A list of small numbers: "6 and 9", "9, 11 and 13", "seven and ten". */
const AGE_LIST = `(${COUNT}(?:\\s*(?:,|and|&)\\s*${COUNT})*)`;

interface Reading {
  value: TravelParty;
  confidence: number;
  evidence: string[];
}

function agesIn(list: string): number[] {
  const ages: number[] = [];
  for (const match of list.matchAll(new RegExp(`\\b${COUNT}\\b`, 'gi'))) {
    const value = countValue(match[0]);
    if (value !== undefined && !/^an?$/i.test(match[0])) ages.push(value);
  }
  return ages;
}

/** Ages said after children are mentioned: "aged 6 and 9", "(5, 8 and 10)", "who is 4", ", 8 and 10." */
function agesAfter(text: string, from: number): { ages: number[]; words: string } | undefined {
  const tail = text.slice(from, from + 60);
  const pattern = new RegExp(
    `^\\s*(?:,\\s*${AGE_LIST}(?=\\s*(?:[.;)!?,]|$))|,?\\s*(?:\\(\\s*(?:aged?\\s+|ages\\s+)?${AGE_LIST}\\s*\\)|(?:-\\s*)?(?:aged?|ages|who (?:are|is)|(?:they|she|he)(?:'re|'s| are| is)|theyre|are|is)\\s+${AGE_LIST}(?!\\s*(?:nights?|weeks?|days?|adults?|%))))`,
    'i',
  );
  const match = pattern.exec(tail);
  if (!match) return undefined;
  const ages = agesIn(match[1] ?? match[2] ?? match[3] ?? '').filter((age) => age < 18);
  return ages.length > 0 ? { ages, words: match[0] } : undefined;
}

function readChildren(text: string, reading: Reading): void {
  const counted = new RegExp(`\\b(${COUNT})\\s+(?:x\\s+)?${CHILD_NOUN}\\b`, 'gi');
  const found = [...text.matchAll(counted)].filter((match) => {
    const count = countValue(match[1] ?? '');
    return count !== undefined && count <= 12;
  });
  let children = 0;
  const ages: number[] = [];
  for (const match of found) {
    const count = countValue(match[1] ?? '') ?? 0;
    children += count;
    const aged = agesAfter(text, match.index + match[0].length);
    if (aged && aged.ages.length === count) ages.push(...aged.ages);
    reading.evidence.push(match[0] + (aged?.words ?? ''));
  }
  if (found.length === 0) {
    // Uncounted: "the kids are 8 and 11", "our son aged 12", "our daughter who is 4".
    const named = new RegExp(
      `\\b(?:the|our|my|with)\\s+(?:(\\d{1,2})[- ]?(?:year[- ]old|yr[- ]old|yo)\\s+|(\\d{1,2})[- ]?months?[- ]old\\s+)?${CHILD_NOUN}\\b`,
      'gi',
    );
    for (const match of text.matchAll(named)) {
      const aged = agesAfter(text, match.index + match[0].length);
      const singular = !/s$|children|little ones/i.test(match[0]);
      if (aged) {
        if (singular && aged.ages.length !== 1) continue;
        children += aged.ages.length;
        ages.push(...aged.ages);
        reading.evidence.push(match[0] + aged.words);
      } else if (match[1]) {
        children += 1;
        ages.push(Number(match[1]));
        reading.evidence.push(match[0]);
      } else if (match[2]) {
        // A baby of months: a child, whose age in years would say little.
        children += 1;
        reading.evidence.push(match[0]);
      } else if (singular) {
        // "My daughter" with no age may be grown up (and getting married): a person checks.
        children += 1;
        reading.confidence = Math.min(
          reading.confidence,
          /baby|toddler|infant/i.test(match[0]) ? 0.85 : 0.7,
        );
        reading.evidence.push(match[0]);
      }
    }
    if (children === 0) {
      const loose = [...text.matchAll(/\b(?:a|an)\s+(\d{1,2})\s*(?:year[- ]old|yr[- ]old|yo)\b/gi)];
      for (const match of loose) {
        children += 1;
        ages.push(Number(match[1]));
        reading.evidence.push(match[0]);
      }
    }
    if (children > 0) reading.confidence = Math.min(reading.confidence, 0.85);
  }
  if (children > 0) {
    reading.value.children = children;
    if (ages.length === children) reading.value.childAges = ages;
  }
}

function readAdults(text: string, reading: Reading): void {
  const add = (adults: number, confidence: number, words: string) => {
    reading.value.adults = (reading.value.adults ?? 0) + adults;
    reading.confidence = Math.min(reading.confidence, confidence);
    reading.evidence.push(words);
  };
  const counted = new RegExp(`\\b(${COUNT})\\s+(?:x\\s+)?(?:adults?|grown[- ]ups?)\\b`, 'gi');
  let found = false;
  for (const match of text.matchAll(counted)) {
    const count = countValue(match[1] ?? '');
    if (count === undefined || count > 30) continue;
    add(count, 0.95, match[0]);
    found = true;
  }
  if (found) return;

  const pairs = [
    new RegExp(
      `\\b(?:my ${PARTNER},? and (?:i|me|myself)|(?:me|myself|i),? and (?:my|the) ${PARTNER}|(?:me|myself|i),? my ${PARTNER}|my ${PARTNER},? (?:me|myself)|the two of us|two of us|just us two|us two|the 2 of us|2 of us|both of us|mum,? (?:and )?dad|my parents|(?:a |retired |young |older )?couple\\b(?! of)|for (?:two|2)\\b(?!\\s*(?:weeks?|nights?|days?|months?|of|or|to|-|\\d)))`,
      'i',
    ),
  ];
  for (const pattern of pairs) {
    const match = pattern.exec(text);
    if (match) {
      const loose = /couple|parents|for (?:two|2)/i.test(match[0]);
      add(2, loose ? 0.8 : 0.9, match[0]);
      return;
    }
  }
  const couples = new RegExp(`\\b(${COUNT}) couples\\b`, 'i').exec(text);
  if (couples) {
    const count = countValue(couples[1] ?? '');
    if (count) return add(count * 2, 0.85, couples[0]);
  }
  const friends = new RegExp(
    `\\b(?:(?:me|myself|i) and|with) (?:my )?(${COUNT}) (?:friends|mates|girlfriends|pals)\\b`,
    'i',
  ).exec(text);
  if (friends) {
    const count = countValue(friends[1] ?? '');
    if (count) return add(count + 1, 0.8, friends[0]);
  }
  const parent = new RegExp(
    `\\b(?:me|myself|i),? and (?:my|our) (?:${COUNT} )?${CHILD_NOUN}\\b`,
    'i',
  ).exec(text);
  if (parent) return add(1, 0.8, parent[0]);
  const solo =
    /\b(?:solo|just me|on my own|by myself|travelling alone|traveling alone|single traveller)\b/i.exec(
      text,
    );
  if (solo) add(1, 0.85, solo[0]);
}

export function readParty(text: string): ExtractedField<TravelParty> | undefined {
  const reading: Reading = { value: {}, confidence: 0.95, evidence: [] };
  readChildren(text, reading);
  readAdults(text, reading);
  const { value } = reading;

  const family = new RegExp(`\\b(?:family|group|party) of (${COUNT})\\b`, 'i').exec(text);
  const people = new RegExp(
    `\\b(?:there (?:are|will be) )?(${COUNT}) (?:of us|people|persons|pax|travellers|travelers|guests)\\b`,
    'i',
  ).exec(text);
  const group = family ?? people;
  const total = group ? countValue(group[1] ?? '') : undefined;
  if (group && total !== undefined && total > 0 && total <= 30) {
    reading.evidence.push(group[0]);
    if (value.adults === undefined && value.children === undefined) {
      if (/family/i.test(group[0]) && total >= 3) {
        // A family of four is most often two parents and two children: a custom, not a fact.
        value.adults = 2;
        value.children = total - 2;
        reading.confidence = 0.6;
      } else {
        value.adults = total;
        reading.confidence = 0.75;
      }
    } else if (value.adults === undefined && value.children !== undefined) {
      value.adults = total - value.children;
      reading.confidence = Math.min(reading.confidence, value.adults > 0 ? 0.8 : 0.3);
    } else if (value.adults !== undefined && value.children === undefined && value.adults < total) {
      if (/family/i.test(group[0])) {
        value.children = total - value.adults;
        reading.confidence = Math.min(reading.confidence, 0.7);
      } else if (total !== value.adults) reading.confidence = Math.min(reading.confidence, 0.5);
    } else if ((value.adults ?? 0) + (value.children ?? 0) !== total) {
      reading.confidence = Math.min(reading.confidence, 0.5);
    }
    if (value.adults !== undefined && value.adults <= 0) return undefined;
  }
  if (value.adults === undefined && value.children === undefined) {
    const honeymoon = /\bhoney ?moon\w*/i.exec(text);
    // A honeymoon is two people, almost always: near enough to say, not to act on.
    return honeymoon
      ? { value: { adults: 2 }, confidence: 0.7, evidence: honeymoon[0] }
      : undefined;
  }
  if (value.childAges && value.childAges.length !== value.children) delete value.childAges;
  // Children without a word on the adults: someone brings them, but how many is unknown.
  if (value.adults === undefined) reading.confidence = Math.min(reading.confidence, 0.75);
  return {
    value,
    confidence: clampConfidence(reading.confidence),
    evidence: reading.evidence.map((words) => words.trim()).join('; '),
  };
}
