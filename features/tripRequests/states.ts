/** Where a trip request stands, and where each of its e-mails stands: one vocabulary for all. */

/** needs-a-person: waiting for an editor; routed: sent to specialists; closed: nothing more. */
export const TRIP_REQUEST_STATES = [
  { title: 'Needs a person', value: 'needs-a-person' },
  { title: 'Routed to specialists', value: 'routed' },
  { title: 'Closed', value: 'closed' },
] as const;
export type TripRequestState = (typeof TRIP_REQUEST_STATES)[number]['value'];

/**
 * Whom an e-mail is for: a specialist, the visitor's acknowledgement, the team's inbox, or the
 * team told once that a request's promised reply is overdue (decision 112).
 */
export const EMAIL_KINDS = ['specialist', 'acknowledgement', 'team', 'overdue'] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];

/** pending: not yet accepted by the mail server (it may have failed and wait for a retry). */
export const EMAIL_STATES = ['pending', 'sent', 'failed'] as const;
export type EmailState = (typeof EMAIL_STATES)[number];
