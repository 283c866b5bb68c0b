import { describe, expect, it } from 'vitest';
import { confidenceInWords, confidenceNote, fieldsToConfirm } from './readingToConfirm.ts';
import { readingLines, type StoredReading } from './storedReading.ts';

describe('confidenceInWords', () => {
  it.each([
    { confidence: 1, words: 'Sure' },
    { confidence: 0.8, words: 'Sure' },
    { confidence: 0.79, words: 'Fairly sure' },
    { confidence: 0.5, words: 'Fairly sure' },
    { confidence: 0.49, words: 'Unsure' },
    { confidence: 0.1, words: 'Unsure' },
  ])('reads $confidence as "$words"', ({ confidence, words }) => {
    expect(confidenceInWords(confidence)).toBe(words);
  });
});

describe('confidenceNote', () => {
  it.each([
    { confidence: 0.95, note: 'Sure' },
    { confidence: 0.6, note: 'Fairly sure — please confirm' },
    { confidence: 0.3, note: 'Unsure — please confirm' },
    { confidence: undefined, note: 'Not read' },
  ])('shows $confidence as "$note"', ({ confidence, note }) => {
    expect(confidenceNote(confidence)).toBe(note);
  });
});

describe('fieldsToConfirm', () => {
  it.each<{ case: string; reading: StoredReading | undefined; lines: string[] }>([
    { case: 'no reading at all', reading: undefined, lines: [] },
    {
      case: 'everything read surely',
      reading: { places: ['Kenya'], placesConfidence: 0.9, nights: 10, nightsConfidence: 0.95 },
      lines: [],
    },
    {
      case: 'a budget with no word for whom it covers',
      reading: {
        places: ['Maldives'],
        placesConfidence: 0.95,
        budgetGbp: 5000,
        budgetPer: 'person',
        budgetConfidence: 0.6,
      },
      lines: ['Budget: £5,000 per person — please confirm'],
    },
    {
      case: 'several unsure fields, in the order of the reading',
      reading: {
        budgetGbp: 12000,
        budgetPer: 'total',
        budgetConfidence: 0.4,
        when: 'next spring',
        whenFrom: '2027-03-01',
        whenTo: '2027-05-31',
        whenConfidence: 0.55,
        adults: 2,
        children: 1,
        childAges: [7],
        partyConfidence: 0.7,
        places: ['Sri Lanka'],
        placesConfidence: 0.85,
      },
      lines: [
        'When: next spring (2027-03-01 to 2027-05-31) — please confirm',
        'Who: 2 adults and 1 child aged 7 — please confirm',
        'Budget: £12,000 in total — please confirm',
      ],
    },
    {
      case: 'a place read unsurely and a holiday type',
      reading: {
        places: ['Georgia'],
        placesConfidence: 0.5,
        holidayTypes: ['honeymoons'],
        holidayTypeConfidence: 0.65,
      },
      lines: ['Places: Georgia — please confirm', 'Holiday type: honeymoons — please confirm'],
    },
    {
      case: 'a field with no confidence recorded (corrected by hand)',
      reading: { nights: 7 },
      lines: [],
    },
  ])('names the fields to confirm: $case', ({ reading, lines }) => {
    expect(fieldsToConfirm(reading)).toEqual(lines);
  });
});

describe('readingLines', () => {
  it('writes each field with its confidence as a percentage, for e-mails', () => {
    expect(
      readingLines({
        places: ['Botswana'],
        placesConfidence: 0.92,
        nights: 10,
        nightsConfidence: 0.9,
        adults: 2,
        budgetGbp: 8000,
        budgetPer: 'person',
        budgetConfidence: 0.6,
      }),
    ).toEqual([
      { label: 'Places', value: 'Botswana (92% sure)' },
      { label: 'Length', value: '10 nights (90% sure)' },
      { label: 'Who', value: '2 adults' },
      { label: 'Budget', value: '£8,000 per person (60% sure)' },
    ]);
  });
});
