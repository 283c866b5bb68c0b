/**
 * The team's notice of a callback or booking enquiry, composed from the stored enquiry (pure,
 * so the wording is tested and the same whichever process sends it): who, how to reach them,
 * what they asked, and a Studio link; a reply goes straight to the visitor when they gave an
 * e-mail address. Sent by the team-notice outbox (features/notifications/), with its retries.
 */
import type { EnquiryDocument } from './store.ts';
import { studioLink, type MailContext, type MailMessage } from '../notifications/index.ts';

function nameOf(enquiry: EnquiryDocument): string {
  return [enquiry.firstName, enquiry.lastName].filter(Boolean).join(' ');
}

function quoted(text: string): string {
  return text
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
}

function travelDates(enquiry: EnquiryDocument): string | undefined {
  if (enquiry.tripDateType === 'date' && enquiry.tripDate) return enquiry.tripDate;
  if (enquiry.months.length > 0) return enquiry.months.join(', ');
  return enquiry.tripDate;
}

export function composeEnquiryEmail(
  enquiry: EnquiryDocument,
  to: string,
  context: MailContext,
): MailMessage {
  const name = nameOf(enquiry);
  const callback = enquiry.formKind === 'callback';
  const dates = travelDates(enquiry);
  const received = new Date(enquiry.createdAt).toLocaleString('en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/London',
  });
  const answer = enquiry.email
    ? 'Reply to this e-mail to answer them directly.'
    : `They left no e-mail address: please ring them on ${enquiry.phone ?? 'the number below'}.`;
  return {
    to,
    ...(enquiry.email ? { replyTo: enquiry.email } : {}),
    subject: callback
      ? `Callback request from ${name}`
      : `Enquiry from ${name}${enquiry.regions.length > 0 ? `: ${enquiry.regions.join(', ')}` : ''}`,
    text: [
      callback
        ? `${name} would like one of our specialists to ring them back.`
        : `${name} would like to talk to one of our specialists about a trip.`,
      answer,
      '',
      `Name: ${name}`,
      ...(enquiry.email ? [`E-mail: ${enquiry.email}`] : []),
      ...(enquiry.phone ? [`Phone: ${enquiry.phone}`] : []),
      ...(dates ? [`When: ${dates}`] : []),
      ...(enquiry.regions.length > 0 ? [`Regions: ${enquiry.regions.join(', ')}`] : []),
      `Agreed to be contacted: ${enquiry.consent ? 'yes' : 'no'}`,
      `Sent from: ${enquiry.source}`,
      `Received: ${received}`,
      ...(enquiry.notes ? ['', 'In their words:', quoted(enquiry.notes)] : []),
      '',
      `Open it in the Studio: ${studioLink(context.studioUrl, enquiry._id, 'enquiry')}`,
      '',
      `${context.brandName}`,
    ].join('\n'),
  };
}
