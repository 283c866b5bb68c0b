/**
 * The callback and booking forms' own post, for a visitor whose scripts have not run: the form
 * fields are handed, as the JSON the scripted forms send, to the very handler behind
 * POST /api/enquiries. So the validation and its field errors, the honeypot, the idempotency,
 * the rate limits (per visitor address, told by the host through the load context), the private
 * storage and the team's notice (owed on the stored enquiry, sent
 * by the outbox) are the same code, not a copy that could drift. A `.server` module, so none of
 * it can reach the browser bundle.
 */
import enquiries from '../../../functions/enquiries.ts';
import type { FunctionHandler } from '../../../functions/lib/functionContext.ts';
import { BodyError, readLimitedBody } from '../../../functions/lib/limitedBody.ts';
import { HONEYPOT_FIELD, type EnquiryFormKind } from '../../../shared/enquiryFields.ts';
import type { EnquiryAnswer, EnquiryFormValues } from '../../components/forms/enquiryAnswer.ts';
import { enquiryResultOf, FAILED_MESSAGE } from '../../data/enquiries.ts';

/** The same ceiling as the JSON endpoint's: a form of short text fields needs no more. */
const MAX_BODY_BYTES = 16 * 1024;

const TEXT_FIELDS = ['source', 'firstName', 'lastName', 'email', 'phone', 'notes'] as const;

const NO_VALUES: EnquiryFormValues = { text: {}, months: [], regions: [], consent: false };

async function readForm(request: Request): Promise<FormData> {
  const bytes = await readLimitedBody(request, MAX_BODY_BYTES);
  const contentType = request.headers.get('content-type') ?? '';
  try {
    return await new Response(bytes, { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw new BodyError(400, 'the form body could not be read');
  }
}

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
  /** The handler behind POST /api/enquiries; the deployed one unless a test hands another. */
  handler?: FunctionHandler;
}

/** Stores a posted callback or booking form, answering as the scripted form would. */
export async function handleEnquiryPost(
  request: Request,
  formKind: EnquiryFormKind,
  { clientAddress, handler = enquiries }: EnquiryPostOptions = {},
): Promise<EnquiryAnswer> {
  let form: FormData;
  try {
    form = await readForm(request);
  } catch (error) {
    if (error instanceof BodyError) {
      return { kind: 'error', message: FAILED_MESSAGE, fieldErrors: {}, values: NO_VALUES };
    }
    throw error;
  }
  const values = valuesOf(form);
  const key = form.get('idempotencyKey');
  const honeypot = form.get(HONEYPOT_FIELD);
  const payload = {
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
    ...(typeof key === 'string' && key !== '' ? { idempotencyKey: key } : {}),
    [HONEYPOT_FIELD]: typeof honeypot === 'string' ? honeypot : '',
  };
  const response = await handler(
    new Request(new URL('/api/enquiries', request.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload),
    }),
    { ip: clientAddress },
  );
  const result = await enquiryResultOf(response);
  switch (result.kind) {
    case 'ok':
      return { kind: 'sent' };
    case 'fieldErrors':
      return { kind: 'error', message: result.message, fieldErrors: result.fieldErrors, values };
    case 'keyInUse':
      return { kind: 'error', message: FAILED_MESSAGE, fieldErrors: {}, values };
    default:
      return { kind: 'error', message: result.message, fieldErrors: {}, values };
  }
}
