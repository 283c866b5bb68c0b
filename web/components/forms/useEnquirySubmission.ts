import { useState } from 'react';
import {
  createEnquirySender,
  type EnquiryFieldErrors,
  type EnquiryPayload,
} from '../../data/enquiries.ts';

export type SubmissionState =
  | { status: 'editing'; fieldErrors: EnquiryFieldErrors; message: string | null }
  | { status: 'sending'; fieldErrors: EnquiryFieldErrors; message: null }
  | { status: 'sent'; fieldErrors: EnquiryFieldErrors; message: null };

const EDITING: SubmissionState = { status: 'editing', fieldErrors: {}, message: null };

/**
 * Sends a form's enquiry and keeps what the form shows: inline field errors, a sending state,
 * the thank-you, or a retry message. The visitor's input lives in the form and is never cleared
 * by a failure; a retry reuses the attempt's idempotency key, so nothing is stored twice.
 */
export function useEnquirySubmission(answered?: {
  message: string;
  fieldErrors: EnquiryFieldErrors;
}) {
  const [sender] = useState(() => createEnquirySender());
  // A form the server sent back (posted without script) opens showing what it found wrong.
  const [state, setState] = useState<SubmissionState>(() =>
    answered ? { status: 'editing', ...answered } : EDITING,
  );

  async function submit(payload: EnquiryPayload): Promise<void> {
    setState({ status: 'sending', fieldErrors: {}, message: null });
    const result = await sender.send(payload);
    if (result.kind === 'ok') setState({ status: 'sent', fieldErrors: {}, message: null });
    else if (result.kind === 'fieldErrors') {
      setState({ status: 'editing', fieldErrors: result.fieldErrors, message: result.message });
    } else setState({ status: 'editing', fieldErrors: {}, message: result.message });
  }

  return { state, submit, reset: () => setState(EDITING) };
}
