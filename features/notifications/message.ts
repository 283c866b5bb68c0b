/**
 * A notice as the outbox hands it to the mail server, and what composing one may use: the same
 * envelope for a trip request's e-mails and an enquiry's team notice.
 */
export interface MailMessage {
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
}

export interface MailContext {
  /** Where editors open the Studio, e.g. https://www.example.co.uk/studio. */
  studioUrl: string;
  brandName: string;
}

export function studioLink(studioUrl: string, id: string, type = 'tripRequest'): string {
  return `${studioUrl.replace(/\/$/, '')}/intent/edit/id=${encodeURIComponent(id)};type=${type}`;
}
