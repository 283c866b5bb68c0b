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

interface Part {
  adults?: number;
  children?: number;
  childAges?: number[];
  confidence: number;
  evidence: string;
}

function agesFrom(fragment: string): number[] {
  const ages: number[] = [];
  for (const match of fragment.matchAll(new RegExp(`\\b(${COUNT})\\b`, 'gi'))) {
    const value = countValue(match[1]!);
    if (value !== undefined && value < 18 && !/^an?$/i.test(match[1]!)) ages.push(value);
  }
  return ages;
}

export function readParty(text: string): ExtractedField<TravelParty> | undefined {
  const parts: Part[] = [];
  const add = (part: Part) => parts.push(part);

  const counted = new RegExp(
    `\\b(${COUNT})\\s+(?:x\\s+)?(adults?|grown[- ]ups?|kids?|children|child|boys?|girls?|sons?|daughters?|teenagers?|teens?|toddlers?|babies|baby|infants?|little ones)\\b`,
    'gi',
  );
  for (const match of text.matchAll(counted)) {
    const count = countValue(match[1]!);
    if (count === undefined || count > 20) continue;
    const who = match[2]!.toLowerCase();
    if (/^(?:adult|grown)/.test(who)) add({ adults: count, confidence: 0.95, evidence: match[0] });
    else {
      // A count written as "a" ("a son") is one child; check ages after it.
      const after = text.slice(match.index + match[0].length, match.index + match[0].length + 40);
      const aged = /^\s*,?\s*\(?(?:aged?|ages|who are|(?=\d))\s*([\d\s,&and]+)/i.exec(after);
      const ages = aged ? agesFrom(aged[1]!) : [];
      add({
        children: count,
        ...(ages.length === count ? { childAges: ages } : {}),
        confidence: 0.95,
        evidence: aged ? match[0] + aged[0] : match[0],
      });
    }
  }

  // "our son (8)", "a 7 year old", "my daughter aged 12".
  if (!parts.some((part) => part.children !== undefined)) {
    const single =
      /\b(?:our|my|a|the)\s+(?:(\d{1,2})[- ]?(?:year[- ]old|yr[- ]old|yo)\s*)?(son|daughter|boy|girl|child|kid|baby|toddler)\b(?:\s*,?\s*\(?(?:aged?\s*)?(\d{1,2})\)?)?/gi;
    const found = [...text.matchAll(single)];
    const ages = /\b(\d{1,2})\s*(?:year[- ]olds?|yr[- ]olds?|yo)\b/gi;
    const agesFound = [...text.matchAll(ages)];
    if (found.length > 0) {
      const childAges = found
        .map((match) => Number(match[1] ?? match[3] ?? Number.NaN))
        .filter((age) => !Number.isNaN(age));
      add({
        children: found.length,
        ...(childAges.length === found.length ? { childAges } : {}),
        confidence: 0.85,
        evidence: found.map((match) => match[0]).join('; '),
      });
    } else if (agesFound.length > 0) {
      const childAges = agesFound.map((match) => Number(match[1])).filter((age) => age < 18);
      if (childAges.length > 0)
        add({
          children: childAges.length,
          childAges,
          confidence: 0.8,
          evidence: agesFound.map((m) => m[0]).join('; '),
        });
    }
  }

  const pairs = new RegExp(
    `\\b(?:my ${PARTNER} and (?:i|me|myself)|(?:me|myself|i) and (?:my|the) ${PARTNER}|the two of us|two of us|just us two|us two|the 2 of us|both of us|my ${PARTNER},? (?:our|my|the)|(?:me|myself|i),? my ${PARTNER})\\b`,
    'gi',
  );
  const pair = pairs.exec(text);
  if (pair) add({ adults: 2, confidence: 0.9, evidence: pair[0] });

  const couples = new RegExp(`\\b(${COUNT}) couples\\b`, 'i').exec(text);
  if (couples) {
    const count = countValue(couples[1]!);
    if (count) add({ adults: count * 2, confidence: 0.85, evidence: couples[0] });
  } else {
    const couple =
      /\b(?:we(?:'re| are) a couple|a couple (?:in|from|looking|wanting|who)|for a couple\b(?! of)|as a couple)/i.exec(
        text,
      );
    if (couple) add({ adults: 2, confidence: 0.85, evidence: couple[0] });
  }

  const solo =
    /\b(?:solo|just me|on my own|by myself|travelling alone|traveling alone|single traveller)\b/i.exec(
      text,
    );
  if (solo) add({ adults: 1, confidence: 0.85, evidence: solo[0] });

  const friends = new RegExp(
    `\\b(?:me|myself|i) and (${COUNT}) (?:friends|mates|girlfriends|pals)\\b`,
    'i',
  ).exec(text);
  if (friends) {
    const count = countValue(friends[1]!);
    if (count) add({ adults: count + 1, confidence: 0.85, evidence: friends[0] });
  }

  const family = new RegExp(`\\b(?:family|group|party) of (${COUNT})\\b`, 'i').exec(text);
  const people = new RegExp(
    `\\b(${COUNT}) (?:of us|people|persons|pax|travellers|travelers|guests)\\b`,
    'i',
  ).exec(text);

  // Parents named alongside children: "me, my wife and our 3 kids".
  const parents =
    /\b(?:my (?:wife|husband|partner) and (?:i|me)|both parents|me and my (?:wife|husband|partner)|us and (?:our|the) (?:kids|children))\b/i;

  const value: TravelParty = {};
  let confidence = 1;
  const evidence: string[] = [];
  for (const part of parts) {
    if (part.adults !== undefined) value.adults = (value.adults ?? 0) + part.adults;
    if (part.children !== undefined) value.children = (value.children ?? 0) + part.children;
    if (part.childAges) value.childAges = [...(value.childAges ?? []), ...part.childAges];
    confidence = Math.min(confidence, part.confidence);
    evidence.push(part.evidence);
  }
  // "My wife and I and the two kids" counted twice over would be wrong; one pair phrase only.
  if (family || people) {
    const match = (family ?? people)!;
    const total = countValue(match[1]!);
    if (total !== undefined && total > 0 && total <= 30) {
      evidence.push(match[0]);
      if (value.adults === undefined && value.children === undefined) {
        if (family && /family/i.test(match[0]) && total >= 3) {
          value.adults = 2;
          value.children = total - 2;
          confidence = 0.6;
        } else {
          value.adults = total;
          confidence = 0.7;
        }
      } else if (value.adults === undefined && value.children !== undefined) {
        value.adults = total - value.children;
        confidence = Math.min(confidence, value.adults > 0 ? 0.8 : 0.4);
      } else if ((value.adults ?? 0) + (value.children ?? 0) !== total) {
        confidence = Math.min(confidence, 0.5);
      }
    }
  }
  if (value.children !== undefined && value.adults === undefined && parents.test(text)) {
    value.adults = 2;
  }
  if (value.adults === undefined && value.children === undefined) {
    if (/\bhoney ?moon/i.test(text)) {
      return {
        value: { adults: 2 },
        confidence: 0.7,
        evidence: /\bhoney ?moon\w*/i.exec(text)![0],
      };
    }
    return undefined;
  }
  if (value.children !== undefined && value.adults === undefined)
    confidence = Math.min(confidence, 0.6);
  if (value.childAges && value.childAges.length !== value.children) delete value.childAges;
  return { value, confidence: clampConfidence(confidence), evidence: evidence.join('; ') };
}
