/**
 * The page's form post, handled on the server by the same service as POST /api/trip-requests:
 * the same validation, limits, idempotency and storage. A `.server` module, so none of it can
 * reach the browser bundle.
 */
import {
  acceptTripRequestForm,
  readingLines,
  storedAnswer,
  tripRequestService,
  type TripRequestFieldErrors,
} from '../../../features/tripRequests/index.ts';
import { BodyError } from '../../../http/requestBody.ts';
import { replyByInWords } from '../../../features/specialists/index.ts';
import type { SanityImage } from '../../data/image.ts';

/** The specialist who has the request, as the thanks page shows them (public profile only). */
export interface ReplyingSpecialist {
  name: string | null;
  slug: string | null;
  oneLine: string | null;
  portrait: SanityImage | null;
}

export type TripRequestActionResult =
  | {
      kind: 'sent';
      name: string;
      routed: boolean;
      reading: { label: string; value: string }[];
      /** Who has it, when their request went to one with a public profile. */
      specialist?: ReplyingSpecialist;
      /** When the reply is promised, in words and UK time ("by 11:00 today"). */
      replyBy?: string;
    }
  | {
      kind: 'error';
      message: string;
      fieldErrors: TripRequestFieldErrors;
      values: Record<string, string>;
    };

/**
 * `clientAddress`: the visitor's address as the host saw it (the load context's), which the rate
 * limit counts as it counts a post to POST /api/trip-requests from the same visitor.
 */
export async function handleTripRequestPost(
  request: Request,
  clientAddress?: string,
  profileOf: (id: string) => Promise<ReplyingSpecialist | null> = () => Promise.resolve(null),
): Promise<TripRequestActionResult> {
  // The rate limits come before the body is read (acceptTripRequestForm takes them first).
  let accepted: Awaited<ReturnType<typeof acceptTripRequestForm>>;
  try {
    accepted = await acceptTripRequestForm(tripRequestService(), request, { ip: clientAddress });
  } catch (error) {
    if (error instanceof BodyError) {
      return {
        kind: 'error',
        message:
          error.status === 413
            ? 'That recording is too large to send. Please keep it under 20 MB.'
            : 'Your request could not be read. Please try again.',
        fieldErrors:
          error.status === 413 ? { recording: 'Please keep the recording under 20 MB.' } : {},
        values: {},
      };
    }
    throw error;
  }
  const { outcome, fields } = accepted;
  const values = Object.fromEntries(
    Object.entries(fields).flatMap(([field, value]) =>
      typeof value === 'string' ? [[field, value]] : [],
    ),
  );
  switch (outcome.kind) {
    case 'stored': {
      const answer = storedAnswer(outcome.document);
      const routed = answer.state === 'routed';
      const profileId = routed ? outcome.document.routedTo[0]?.profile?._ref : undefined;
      const specialist = profileId ? await profileOf(profileId) : null;
      const { replyBy } = outcome.document;
      return {
        kind: 'sent',
        name: outcome.document.name,
        routed,
        reading: readingLines(answer.extracted),
        ...(specialist ? { specialist } : {}),
        ...(replyBy ? { replyBy: replyByInWords(new Date(replyBy), new Date()) } : {}),
      };
    }
    case 'dropped':
      return { kind: 'sent', name: '', routed: false, reading: [] };
    case 'invalid':
      return { kind: 'error', message: outcome.message, fieldErrors: outcome.fieldErrors, values };
    case 'refused':
      return { kind: 'error', message: outcome.message, fieldErrors: {}, values };
  }
}
