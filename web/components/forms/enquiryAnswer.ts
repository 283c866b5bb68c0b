import type { EnquiryFieldErrors } from '../../data/enquiries.ts';

/** What the visitor typed, echoed back into a form the server sent back for correcting. */
export interface EnquiryFormValues {
  text: Record<string, string>;
  months: string[];
  regions: string[];
  consent: boolean;
}

/** The server's answer to a callback or booking form posted without script. */
export type EnquiryAnswer =
  | { kind: 'sent' }
  | {
      kind: 'error';
      message: string;
      fieldErrors: EnquiryFieldErrors;
      values: EnquiryFormValues;
    };

/** Where each form posts when no script takes it over: the pages that hold it. */
export const CALLBACK_PATH = '/request-a-callback';
export const BOOKING_PATH = '/talk-to-an-expert';
