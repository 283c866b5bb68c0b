/**
 * Budget, in pounds: "£5,000 each", "5k per person", "around £12k in total", "8000 pounds".
 * A sum with no word for whom it covers is read as the total (how most people state a budget)
 * but not confidently. Other currencies are left for a person: no exchange rate is guessed.
 */
import { clampConfidence } from './text.ts';
import type { ExtractedField, TravelBudget } from './types.ts';

/** Tens written as words, for "five thousand pounds" and "twelve grand". */
const WORD_NUMBERS: Record<string, number> = {
  one: 1,
  two: 2,
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
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
};

const AMOUNT = new RegExp(
  `(£|gbp\\s*)?\\s*(\\d{1,3}(?:,\\d{3})+|\\d+(?:\\.\\d+)?|\\b(?:${Object.keys(WORD_NUMBERS).join('|')})(?=\\s+(?:thousand|grand)\\b))\\s*(k\\b|grand\\b|thousand\\b)?\\s*(pounds?|quid|gbp|sterling)?`,
  'gi',
);

const PER_PERSON =
  /^\s*(?:-\s*)?(?:each|pp\b|p\.p\.?|per (?:person|head|adult)|a head|a person|per pax|pppn?)/i;
const TOTAL =
  /^\s*(?:-\s*)?(?:in total|total|all in|overall|altogether|for (?:the )?(?:two|2|all|both|four|4|three|3|five|5) of us|for everything|for us all|for the whole|for the lot|for the family)/i;

export function readBudget(text: string): ExtractedField<TravelBudget> | undefined {
  for (const match of text.matchAll(AMOUNT)) {
    const [whole, pound, digits, multiplier, word] = match;
    if (!digits) continue;
    const hasCurrency = Boolean(pound || word);
    const after = text.slice(match.index + whole.length, match.index + whole.length + 40);
    // "£4-5k", "7-8k pp", "between £8,000 and £10,000": the upper figure is the limit.
    const rangeMatch =
      /^\s*(?:-|to|and)\s*£?\s*(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*(k\b|grand\b|thousand\b)?/i.exec(
        after,
      );
    const scale = multiplier ?? rangeMatch?.[2];
    const before = text.slice(Math.max(0, match.index - 40), match.index);
    const budgetWord =
      /\b(?:budget|spend|spending|up to|max(?:imum)?|around|about|under|less than|no more than|roughly|approx)\b[^.]*$/i.test(
        before,
      );
    const afterWords = text.slice(match.index + whole.length, match.index + whole.length + 20);
    const forWhom = PER_PERSON.test(afterWords) || TOTAL.test(afterWords);
    if (
      !hasCurrency &&
      !(scale && (budgetWord || forWhom)) &&
      !(budgetWord && /budget/i.test(before))
    )
      continue;
    if (/[$€]\s*$|\b(?:usd|eur)\s*$/i.test(before)) continue;
    if (/^\s*(?:dollars|euros?|usd|eur)\b/i.test(after)) continue;
    let amount = WORD_NUMBERS[digits.toLowerCase()] ?? Number(digits.replace(/,/g, ''));
    if (scale && amount < 1000) amount *= 1000;
    if (amount < 300 || amount > 500_000) continue;
    let upper = amount;
    let range = false;
    let rest = after;
    if (rangeMatch) {
      let high = Number((rangeMatch[1] ?? '').replace(/,/g, ''));
      if (scale && high < 1000) high *= 1000;
      if (high > amount) {
        upper = high;
        range = true;
        rest = after.slice(rangeMatch[0].length);
      }
    }
    const restWords = rest.replace(/^\s*(?:pounds?|quid|gbp)\b/i, '');
    const evidenceEnd =
      match.index + whole.length + (rest === after ? 0 : (rangeMatch?.[0].length ?? 0));
    let per: TravelBudget['per'] = 'total';
    let confidence = 0.6;
    const perPerson = PER_PERSON.exec(restWords);
    const total = TOTAL.exec(restWords);
    let tail = '';
    if (perPerson) {
      per = 'person';
      confidence = 0.9;
      tail = perPerson[0];
    } else if (total) {
      confidence = 0.9;
      tail = total[0];
    } else if (/\b(?:each|per person|pp|per head)\b/i.test(before.slice(-15))) {
      per = 'person';
      confidence = 0.85;
    }
    // On a British site "5k" is pounds; a bare "6000" might be anything.
    if (!hasCurrency) confidence -= scale ? 0.05 : 0.15;
    if (range) confidence -= 0.15;
    const evidence = (
      text.slice(match.index, evidenceEnd) +
      (rest !== after ? '' : '') +
      tail.replace(/\s+$/, '')
    ).trim();
    return {
      value: { amountGbp: Math.round(upper), per },
      confidence: clampConfidence(confidence),
      evidence,
    };
  }
  return undefined;
}
