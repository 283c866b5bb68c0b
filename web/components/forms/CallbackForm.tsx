import '../../styles/forms.css';
import { type FormEvent } from 'react';
import { ENQUIRY_LIMITS, HONEYPOT_FIELD } from '../../data/enquiries.ts';
import { CONFIRMATION_HINT } from '../ContactBlock.tsx';
import { FormField } from './FormField.tsx';
import { HoneypotField } from './HoneypotField.tsx';
import { ReplyFields } from './ReplyFields.tsx';
import { CALLBACK_PATH, type EnquiryAnswer } from './enquiryAnswer.ts';
import { useEnquirySubmission } from './useEnquirySubmission.ts';
import { useFirstErrorFocus } from './useFirstErrorFocus.ts';

interface CallbackFormProps {
  /** The page the request comes from, so the team knows what the visitor was reading. */
  source: string;
  title?: string;
  /** The server's answer to this form posted without script: what to correct, as typed. */
  answer?: Extract<EnquiryAnswer, { kind: 'error' }>;
}

/**
 * The overview panel's callback request: a name, a number or e-mail, and optional notes. A real
 * form that posts to the callback page, which stores it and answers, before or without script;
 * once React runs it sends the same fields to the enquiry function and answers in place.
 */
export function CallbackForm({ source, title = 'Request a callback', answer }: CallbackFormProps) {
  const { state, submit } = useEnquirySubmission(answer);
  const typed = answer?.values.text ?? {};
  const formRef = useFirstErrorFocus(state.fieldErrors);
  const headingId = `callback-${source.replace(/[^a-z0-9]+/gi, '-')}`;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '');
    void submit({
      formKind: 'callback',
      source,
      firstName: text('firstName'),
      phone: text('phone'),
      email: text('email'),
      notes: text('notes'),
      [HONEYPOT_FIELD]: text(HONEYPOT_FIELD),
    });
  };

  const errors = state.fieldErrors;
  const sending = state.status === 'sending';
  return (
    <section className="callback-form" aria-labelledby={headingId}>
      <h2 id={headingId} className="callback-form__title">
        {title}
      </h2>
      {state.status === 'sent' ? (
        <div className="enquiry-form__sent" role="status">
          <p>Thank you. We will call you back shortly.</p>
          <p>{CONFIRMATION_HINT}</p>
        </div>
      ) : (
        <form
          ref={formRef}
          className="enquiry-form"
          method="post"
          action={CALLBACK_PATH}
          onSubmit={onSubmit}
          noValidate
          aria-busy={sending}
        >
          <input type="hidden" name="source" value={source} />
          <p>Leave your details and a travel designer will call you.</p>
          <FormField
            label="Name"
            name="firstName"
            autoComplete="name"
            maxLength={ENQUIRY_LIMITS.firstName}
            defaultValue={typed.firstName}
            error={errors.firstName}
          />
          <ReplyFields errors={errors} values={typed} />
          <FormField
            label="Notes"
            name="notes"
            multiline
            optional
            rows={3}
            maxLength={ENQUIRY_LIMITS.notes}
            defaultValue={typed.notes}
            error={errors.notes}
          />
          <HoneypotField />
          {state.message && (
            <p className="enquiry-form__error" role="alert">
              {state.message}
            </p>
          )}
          <button type="submit" className="button button--primary" disabled={sending}>
            {sending ? 'Sending…' : 'Request a callback'}
          </button>
        </form>
      )}
    </section>
  );
}
