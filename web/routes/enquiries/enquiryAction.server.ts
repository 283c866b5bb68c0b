/**
 * The callback and booking forms' own post, for a visitor whose scripts have not run: the form
 * fields go to the same submission as POST /api/enquiries (features/enquiries/service.ts), as
 * the fields the scripted forms send. So the validation and its field errors, the honeypot, the
 * idempotency, the rate limits (per visitor address, told by the host through the load
 * context), the private storage and the team's notice (owed on the stored enquiry, sent by the
 * outbox) are the same code, not a copy that could drift. A `.server` module, so none of it can
 * reach the browser bundle.
 */
import {
  enquiryService,
  HONEYPOT_FIELD,
  type EnquiryFormKind,
  type EnquiryService,
} from '../../../features/enquiries/index.ts';
import { BodyError, readFormData } from '../../../http/requestBody.ts';
import type { EnquiryAnswer, EnquiryFormValues } from '../../components/forms/enquiryAnswer.ts';
import { FAILED_MESSAGE, rateLimitedMessage } from '../../data/enquiries.ts';

/** The same ceiling as the JSON endpoint's: a form of short text fields needs no more. */
const MAX_BODY_BYTES = 16 * 1024;

const TEXT_FIELDS = ['source', 'firstName', 'lastName', 'email', 'phone', 'notes'] as const;

const NO_VALUES: EnquiryFormValues = { text: {}, months: [], regions: [], consent: false };

function valuesOf(form: FormData): EnquiryFormValues {
  const strings = (name: string) =>
    form.getAll(name).filter((value): value is string => typeof value === 'string');
  return {
    text: Object.fromEntries(
      TEXT_FIELDS.flatMap((field) =>
        strings(field)
          .slice(0, 1)
          .map((value) => [field, value]),
      ),
    ),
    months: strings('months'),
    regions: strings('regions'),
    consent: form.get('consent') === 'on',
  };
}

export interface EnquiryPostOptions {
  /**
   * The visitor's address as the host saw it (the load context's `clientAddress`): the rate
   * limit counts it as it counts a scripted form's post from the same visitor. Without one (the
   * development server) every such post shares one budget, as the JSON endpoint's do.
   */
  clientAddress?: string;
  /** The service behind POST /api/enquiries; the deployed one unless a test hands another. */
  service?: EnquiryService;
}

/** Stores a posted callback or booking form, answering as the scripted form would. */
export async function handleEnquiryPost(
  request: Request,
  formKind: EnquiryFormKind,
  { clientAddress, service = enquiryService() }: EnquiryPostOptions = {},
): Promise<EnquiryAnswer> {
  let form: FormData;
  try {
    form = await readFormData(request, MAX_BODY_BYTES);
  } catch (error) {
    if (error instanceof BodyError) {
      return { kind: 'error', message: FAILED_MESSAGE, fieldErrors: {}, values: NO_VALUES };
    }
    throw error;
  }
  const values = valuesOf(form);
  const key = form.get('idempotencyKey');
  const honeypot = form.get(HONEYPOT_FIELD);
  const fields = {
    formKind,
    ...values.text,
    ...(formKind === 'booking'
      ? {
          tripDateType: 'month',
          months: values.months,
          regions: values.regions,
          consent: values.consent,
        }
      : {}),
    [HONEYPOT_FIELD]: typeof honeypot === 'string' ? honeypot : '',
  };
  // The form is read first, so a visitor turned away keeps what they typed.
  const outcome =
    service.admit({ ip: clientAddress }) ??
    (await service.submit(fields, typeof key === 'string' && key !== '' ? key : undefined));
  switch (outcome.kind) {
    case 'stored':
    case 'dropped':
      return { kind: 'sent' };
    case 'invalid':
      // A field to correct is shown at its field; anything else the visitor cannot fix.
      return Object.keys(outcome.fieldErrors).length > 0
        ? { kind: 'error', message: outcome.message, fieldErrors: outcome.fieldErrors, values }
        : { kind: 'error', message: FAILED_MESSAGE, fieldErrors: {}, values };
    case 'refused':
      return outcome.status === 429
        ? {
            kind: 'error',
            message: rateLimitedMessage(outcome.retryAfterSeconds ?? 60),
            fieldErrors: {},
            values,
          }
        : { kind: 'error', message: FAILED_MESSAGE, fieldErrors: {}, values };
  }
}
