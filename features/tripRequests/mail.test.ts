import { describe, expect, it } from 'vitest';
import type { StoredReading } from './storedReading.ts';
import { composeEmail } from './mail.ts';
import type { EmailDelivery, TripRequestDocument } from './store.ts';
import { tripSummary } from './summary.ts';

const CONTEXT = { studioUrl: 'https://www.example.co.uk/studio', brandName: 'Example Travel' };
const NOW = '2026-11-26T10:00:00.000Z';

function delivery(kind: EmailDelivery['kind'], to: string): EmailDelivery {
  return {
    _key: kind,
    _type: 'emailDelivery',
    kind,
    to,
    state: 'pending',
    attempts: 0,
    nextAttemptAt: NOW,
  };
}

function request(overrides: Partial<TripRequestDocument> = {}): TripRequestDocument {
  return {
    _id: 'tripRequest.k1234567890abcdef',
    _type: 'tripRequest',
    idempotencyKey: 'k1234567890abcdef',
    createdAt: NOW,
    state: 'routed',
    message: 'Ten nights in Sri Lanka in February for the two of us.',
    name: 'Harriet Lowe',
    email: 'harriet@example.org',
    consent: true,
    extracted: {
      places: ['Sri Lanka'],
      whenFrom: '2027-02-01',
      whenTo: '2027-02-28',
      when: 'in February',
      nights: 10,
      adults: 2,
    },
    routedTo: [],
    emails: [
      delivery('specialist', 'rupert@example.co.uk'),
      delivery('acknowledgement', 'harriet@example.org'),
    ],
    ...overrides,
  };
}

const acknowledgementOf = (sent: TripRequestDocument) =>
  composeEmail(sent, delivery('acknowledgement', sent.email), CONTEXT);

describe('the visitor’s acknowledgement', () => {
  it('says what the site understood, in its own words', () => {
    const mail = acknowledgementOf(request());
    expect(mail).toMatchObject({
      to: 'harriet@example.org',
      subject: 'Your trip request has reached Example Travel',
    });
    expect(mail.replyTo).toBeUndefined();
    expect(mail.text).toContain(
      'As we understand it: Sri Lanka, February 2027, 10 nights, 2 adults.',
    );
    expect(mail.text).toContain('A specialist who knows Sri Lanka well has it now');
    expect(mail.text).not.toContain('Harriet');
    expect(mail.text).not.toContain('Ten nights');
  });

  it('says the team will read a request nothing could be read from', () => {
    const mail = acknowledgementOf(
      request({ state: 'needs-a-person', extracted: {}, message: 'Somewhere warm.' }),
    );
    expect(mail.text).toContain('We have your request, and one of our team will read it in full.');
    expect(mail.text).toContain('One of our team will read it personally');
  });

  // What someone using the form to write to a stranger would put in it: every field a visitor
  // fills in, and the words the reading keeps as they were written (`when`).
  const LURE = 'Your account is locked: verify at https://example-bank.invalid/login';
  it.each<[string, Partial<TripRequestDocument>]>([
    ['a link in the message', { message: `Ten nights in Sri Lanka. ${LURE}` }],
    ['markup in the message', { message: '<a href="https://evil.invalid">Claim your refund</a>' }],
    ['a link as the name', { name: 'https://evil.invalid/win' }],
    ['a lure as the name', { name: `Dear customer. ${LURE}` }],
    ['markup in the name', { name: '<img src=x onerror=alert(1)>' }],
    ['a link in the phone number', { phone: 'https://evil.invalid/call' }],
    ['a link in the page hint', { placeHint: 'https://evil.invalid/hint' }],
    [
      'a lure where the date was read from',
      { extracted: { whenFrom: '2027-02-01', when: `February. ${LURE}`, nights: 10 } },
    ],
    [
      'a link where a place name belongs',
      { extracted: { places: ['Sri Lanka', 'https://evil.invalid', '<b>Maldives</b>'] } },
    ],
    [
      'a lure where a date belongs',
      { extracted: { whenFrom: `2027-02-01 ${LURE}`, whenTo: 'https://evil.invalid' } },
    ],
    [
      'words where numbers belong',
      {
        extracted: {
          nights: 'ten https://evil.invalid' as unknown as number,
          adults: '<a>2</a>' as unknown as number,
        },
      },
    ],
  ])('carries none of the sender’s words: %s', (_case, hostile) => {
    const sent = request(hostile);
    const mail = acknowledgementOf(sent);
    const written = [
      sent.message,
      sent.name,
      sent.phone,
      sent.placeHint,
      sent.extracted.when,
      sent.extracted.whenFrom,
      sent.extracted.whenTo,
      ...(sent.extracted.places ?? []).filter((place) => place !== 'Sri Lanka'),
    ].filter((value): value is string => typeof value === 'string');
    for (const words of written) expect(mail.text).not.toContain(words);
    for (const unwanted of ['http', 'evil', 'invalid', 'verify', 'refund', '<', '>', 'Dear']) {
      expect(mail.text).not.toContain(unwanted);
      expect(mail.subject).not.toContain(unwanted);
    }
  });

  it('says when the reply is promised, in UK time', () => {
    const mail = acknowledgementOf(request({ replyBy: '2026-11-26T12:00:00.000Z' }));
    expect(mail.text).toContain('will reply personally, by 12:00 today (UK time).');
  });

  it('tells the specialist when the address was sent no acknowledgement', () => {
    const unacknowledged = request({ emails: [delivery('specialist', 'rupert@example.co.uk')] });
    const mail = composeEmail(
      unacknowledged,
      delivery('specialist', 'rupert@example.co.uk'),
      CONTEXT,
    );
    expect(mail.text).toContain('We sent this address no acknowledgement');
    // The specialist still reads the request in the visitor's own words.
    expect(mail.text).toContain('> Ten nights in Sri Lanka in February for the two of us.');
    const acknowledged = composeEmail(
      request(),
      delivery('specialist', 'rupert@example.co.uk'),
      CONTEXT,
    );
    expect(acknowledged.text).not.toContain('no acknowledgement');
  });

  it('asks the specialist to confirm what was read less surely', () => {
    const unsure = request({
      extracted: {
        ...request().extracted,
        placesConfidence: 0.95,
        budgetGbp: 5000,
        budgetPer: 'person',
        budgetConfidence: 0.6,
      },
    });
    const mail = composeEmail(unsure, delivery('specialist', 'rupert@example.co.uk'), CONTEXT);
    expect(mail.text).toContain('Please confirm with them (read less surely):');
    expect(mail.text).toContain('Budget: £5,000 per person — please confirm');
    const sure = composeEmail(request(), delivery('specialist', 'rupert@example.co.uk'), CONTEXT);
    expect(sure.text).not.toContain('Please confirm');
  });
});

describe('the summary of a trip', () => {
  it.each<[string, StoredReading, string | undefined]>([
    ['nothing read', {}, undefined],
    ['one place', { places: ['Sri Lanka'] }, 'Sri Lanka'],
    ['two places', { places: ['Sri Lanka', 'Maldives'] }, 'Sri Lanka and Maldives'],
    ['three places', { places: ['Kenya', 'Tanzania', 'Zanzibar'] }, 'Kenya, Tanzania and Zanzibar'],
    ['a place with an apostrophe', { places: ['Côte d’Ivoire'] }, 'Côte d’Ivoire'],
    [
      'a journey’s title',
      { places: ['Botswana: the Okavango and the Kalahari'] },
      'Botswana: the Okavango and the Kalahari',
    ],
    ['a name with a full stop', { places: ['St. Lucia'] }, 'St. Lucia'],
    ['a domain name as a place', { places: ['example-bank.invalid'] }, undefined],
    ['an address as a place', { places: ['help@example-bank.invalid'] }, undefined],
    ['a month', { whenFrom: '2027-02-01', whenTo: '2027-02-28' }, 'February 2027'],
    ['a day', { whenFrom: '2027-02-14' }, 'February 2027'],
    ['a season', { whenFrom: '2027-06-01', whenTo: '2027-08-31' }, 'June to August 2027'],
    [
      'over the new year',
      { whenFrom: '2026-12-20', whenTo: '2027-01-05' },
      'December 2026 to January 2027',
    ],
    ['one night', { nights: 1 }, '1 night'],
    ['a family', { adults: 2, children: 3 }, '2 adults and 3 children'],
    ['one of each', { adults: 1, children: 1 }, '1 adult and 1 child'],
    [
      'the whole trip',
      { places: ['Sri Lanka'], whenFrom: '2027-02-01', nights: 10, adults: 2 },
      'Sri Lanka, February 2027, 10 nights, 2 adults',
    ],
    ['nights out of range', { nights: 5000 }, undefined],
    ['a fraction of a night', { nights: 2.5 }, undefined],
    ['a date that is not one', { whenFrom: '2027-13-01' }, undefined],
  ])('%s', (_case, reading, expected) => {
    expect(tripSummary(reading)).toBe(expected);
  });
});
