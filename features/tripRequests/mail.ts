/**
 * The e-mails a trip request owes, composed from the stored request (pure, so the wording is
 * tested and the same whichever process sends it): the specialist's copy with what was read and
 * a Studio link, replying straight to the visitor; the visitor's acknowledgement; the team's
 * notice of a request that needs a person.
 *
 * The acknowledgement goes to whatever address the form was given, so it carries nothing the
 * sender wrote: not their words, not their name, not a link. It says what the site understood,
 * in its own words (tripSummary.ts), so the form cannot be used to send a stranger a message of
 * someone else's choosing under the brand's name. The team's and specialists' copies keep the
 * visitor's words: they are the request.
 */
import { studioLink, type MailContext, type MailMessage } from '../notifications/index.ts';
import { replyByInWords } from '../specialists/index.ts';
import { fieldsToConfirm } from './readingToConfirm.ts';
import { readingLines } from './storedReading.ts';
import type { EmailDelivery, TripRequestDocument } from './store.ts';
import { placeList, summaryPlaces, tripSummary } from './summary.ts';

function quoted(message: string): string {
  return message
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
}

function details(request: TripRequestDocument): string[] {
  const lines = readingLines(request.extracted).map((line) => `${line.label}: ${line.value}`);
  return lines.length > 0 ? lines : ['Nothing could be read with confidence.'];
}

/**
 * The fields read less surely, for the specialist to confirm when they reply: a request is routed
 * on its place alone (decision 110), so these no longer hold it for a moderator.
 */
function toConfirm(request: TripRequestDocument): string[] {
  const lines = fieldsToConfirm(request.extracted);
  return lines.length > 0 ? ['', 'Please confirm with them (read less surely):', ...lines] : [];
}

function contact(request: TripRequestDocument): string[] {
  return [
    `Name: ${request.name}`,
    `E-mail: ${request.email}`,
    ...(request.phone ? [`Phone: ${request.phone}`] : []),
    ...(request.placeHint ? [`Sent from the page of: ${request.placeHint}`] : []),
  ];
}

function placesOf(request: TripRequestDocument): string | undefined {
  const places = request.extracted.places;
  return places && places.length > 0 ? places.join(', ') : undefined;
}

/** A line for the team when the visitor was sent no acknowledgement (the per-address limit). */
function unacknowledged(request: TripRequestDocument): string[] {
  return request.emails.some((email) => email.kind === 'acknowledgement')
    ? []
    : ['', 'We sent this address no acknowledgement: it has had as many as we send in a day.'];
}

/** The visitor's acknowledgement: only what the site writes, never what the sender wrote. */
function acknowledgement(
  request: TripRequestDocument,
  to: string,
  context: MailContext,
): MailMessage {
  const summary = tripSummary(request.extracted);
  const places = placeList(summaryPlaces(request.extracted));
  // The promise stored on arrival, said from the moment the request came in (UK time).
  const when = request.replyBy
    ? `${replyByInWords(new Date(request.replyBy), new Date(request.createdAt))} (UK time)`
    : 'usually within one working day';
  return {
    to,
    subject: `Your trip request has reached ${context.brandName}`,
    text: [
      'Thank you for telling us about the trip you have in mind.',
      '',
      summary === undefined
        ? 'We have your request, and one of our team will read it in full.'
        : `As we understand it: ${summary}.`,
      '',
      request.state === 'routed'
        ? `A specialist who knows ${places ?? 'those places'} well has it now, and will reply personally, ${when}.`
        : `One of our team will read it personally, ${when}, and pass it to the specialist best placed to help.`,
      '',
      'If anything changes in the meantime, simply reply to this e-mail.',
      '',
      'If you did not send us a trip request, please disregard this message: we will not write again unless you reply.',
      '',
      'With warm wishes,',
      context.brandName,
    ].join('\n'),
  };
}

export function composeEmail(
  request: TripRequestDocument,
  email: EmailDelivery,
  context: MailContext,
): MailMessage {
  const link = studioLink(context.studioUrl, request._id);
  const words = request.message
    ? quoted(request.message)
    : '(No words: a voice note or video only.)';
  const recording = request.recording
    ? ['A voice note or video is attached to the request in the Studio.']
    : [];
  switch (email.kind) {
    case 'specialist':
      return {
        to: email.to,
        replyTo: request.email,
        subject: `Trip request: ${placesOf(request) ?? 'a new journey'}, from ${request.name}`,
        text: [
          `${request.name} would like to plan a trip. Reply to this e-mail to answer them directly.`,
          '',
          words,
          ...recording,
          '',
          'What we read:',
          ...details(request),
          ...toConfirm(request),
          '',
          ...contact(request),
          ...unacknowledged(request),
          '',
          `Open it in the Studio: ${link}`,
        ].join('\n'),
      };
    case 'team':
      return {
        to: email.to,
        replyTo: request.email,
        subject: `A trip request needs a person: ${request.name}`,
        text: [
          `${request.moderationReason ?? 'The request could not be routed on its own.'}`,
          'Please check what we read, correct it, and use "Route to specialists" in the Studio.',
          '',
          words,
          ...recording,
          '',
          'What we read:',
          ...details(request),
          '',
          ...contact(request),
          ...unacknowledged(request),
          '',
          `Open it in the Studio: ${link}`,
        ].join('\n'),
      };
    case 'acknowledgement':
      return acknowledgement(request, email.to, context);
    case 'overdue':
      return {
        to: email.to,
        subject: `Overdue: the reply to ${request.name}’s trip request`,
        text: [
          `The reply promised to ${request.name} ${request.replyBy ? `by ${new Date(request.replyBy).toLocaleString('en-GB', { timeZone: 'Europe/London', dateStyle: 'full', timeStyle: 'short' })} (UK time) ` : ''}has not been marked as sent.`,
          `Owner: ${request.routedTo.map((routing) => routing.name ?? routing.specialist._ref).join(', ') || 'nobody yet'}`,
          '',
          words,
          ...recording,
          '',
          ...contact(request),
          '',
          `Open it in the Studio: ${link}`,
        ].join('\n'),
      };
  }
}
