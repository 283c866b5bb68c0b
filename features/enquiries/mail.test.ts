import { describe, expect, it } from 'vitest';
import { composeEnquiryEmail } from './mail.ts';
import { enquiryDocument, type EnquiryDocument } from './store.ts';
import type { EnquiryDetails } from './schema.ts';

const CONTEXT = { studioUrl: 'https://www.example.co.uk/studio/', brandName: 'Example Travel' };
const TEAM = 'team@example.co.uk';

const booking: EnquiryDetails = {
  formKind: 'booking',
  source: '/holiday-types/safaris',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '+44 20 7946 0000',
  tripDateType: 'month',
  months: ['Dec 2026', 'Jan 2027'],
  regions: ['Africa', 'Indian Ocean'],
  notes: 'Two adults.\nA quiet lodge, please.',
  consent: true,
};

function stored(details: Partial<EnquiryDetails> = {}): EnquiryDocument {
  return enquiryDocument(
    { ...booking, ...details },
    'key-0123456789abcdef',
    new Date('2026-07-01T09:30:00Z'),
  );
}

describe('the team’s notice of an enquiry', () => {
  it.each<[string, EnquiryDocument, Partial<ReturnType<typeof composeEnquiryEmail>>, string[]]>([
    [
      'a booking enquiry, replying to the visitor',
      stored(),
      {
        to: TEAM,
        replyTo: 'ada@example.com',
        subject: 'Enquiry from Ada Lovelace: Africa, Indian Ocean',
      },
      [
        'Ada Lovelace would like to talk to one of our specialists about a trip.',
        'Reply to this e-mail to answer them directly.',
        'E-mail: ada@example.com',
        'Phone: +44 20 7946 0000',
        'When: Dec 2026, Jan 2027',
        'Regions: Africa, Indian Ocean',
        'Agreed to be contacted: yes',
        'Sent from: /holiday-types/safaris',
        // British summer time: the team reads London's clock.
        'Received: 1 Jul 2026, 10:30',
        '> Two adults.\n> A quiet lodge, please.',
        'Open it in the Studio: https://www.example.co.uk/studio/intent/edit/id=enquiry.key-0123456789abcdef;type=enquiry',
      ],
    ],
    [
      'a callback with a phone number only',
      stored({
        formKind: 'callback',
        lastName: undefined,
        email: undefined,
        regions: [],
        months: [],
        tripDateType: null,
        notes: undefined,
      }),
      { to: TEAM, subject: 'Callback request from Ada' },
      [
        'Ada would like one of our specialists to ring them back.',
        'They left no e-mail address: please ring them on +44 20 7946 0000.',
        'Name: Ada',
      ],
    ],
    [
      'a travel date given as a date',
      stored({ tripDateType: 'date', tripDate: '2027-03-14', months: [] }),
      {},
      ['When: 2027-03-14'],
    ],
  ])('%s', (_name, enquiry, fields, lines) => {
    const message = composeEnquiryEmail(enquiry, TEAM, CONTEXT);
    expect(message).toMatchObject(fields);
    for (const line of lines) expect(message.text).toContain(line);
    if (!enquiry.email) expect(message).not.toHaveProperty('replyTo');
    if (!enquiry.notes) expect(message.text).not.toContain('In their words');
    if (enquiry.regions.length === 0) expect(message.text).not.toContain('Regions:');
  });
});
