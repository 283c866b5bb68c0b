import '../../styles/forms.css';
import { useEffect, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { ENQUIRY_LIMITS, ENQUIRY_REGIONS, HONEYPOT_FIELD } from '../../data/enquiries.ts';
import { rollingMonths } from '../../lib/monthList.ts';
import { CONFIRMATION_HINT } from '../ContactBlock.tsx';
import { usePopup } from '../popups/PopupContext.ts';
import { ChoiceChips } from './ChoiceChips.tsx';
import { FormField } from './FormField.tsx';
import { HoneypotField } from './HoneypotField.tsx';
import { ReplyFields } from './ReplyFields.tsx';
import { BOOKING_PATH, type EnquiryAnswer } from './enquiryAnswer.ts';
import { useEnquirySubmission } from './useEnquirySubmission.ts';
import { useFirstErrorFocus } from './useFirstErrorFocus.ts';

type TripDateType = 'month' | 'date';

const toggle = (list: string[], item: string) =>
  list.includes(item) ? list.filter((entry) => entry !== item) : [...list, item];

interface BookingFormProps {
  /** The page the request comes from; in the popup, the page under it. */
  source?: string;
  /** The form stands on its own page (/talk-to-an-expert) rather than in the popup. */
  inPage?: boolean;
  /** The month list the server offers, so the page's form has one before any script runs. */
  initialMonths?: string[];
  /** The server's answer to this form posted without script: what to correct, as chosen. */
  answer?: Extract<EnquiryAnswer, { kind: 'error' }>;
}

/**
 * The 'Talk to an expert' booking request: name, surname, e-mail, contact number,
 * regions and months of travel (each toggles in or out), notes. Only the name and a way to reply
 * are needed; everything else is optional, as labelled. A real form that posts to its own page,
 * which stores it and answers, before or without script; once React runs it sends the same
 * fields to the enquiry function and answers in place.
 */
export function BookingForm({
  source,
  inPage = false,
  initialMonths = [],
  answer,
}: BookingFormProps) {
  const { pathname } = useLocation();
  const { close } = usePopup();
  const { state, submit } = useEnquirySubmission(answer);
  const typed = answer?.values.text ?? {};
  const [months, setMonths] = useState<string[]>(initialMonths);
  const [selectedMonths, setSelectedMonths] = useState<string[]>(answer?.values.months ?? []);
  const [regions, setRegions] = useState<string[]>(answer?.values.regions ?? []);
  // The date mode starts as 'month' and the form offers no switch.
  const [tripDateType] = useState<TripDateType>('month');
  const from = source ?? pathname;
  const formRef = useFirstErrorFocus(state.fieldErrors);

  // The month list is built from the visitor's own clock on load.
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setMonths(rollingMonths(new Date()));
  }, []);

  if (state.status === 'sent') {
    return (
      <div className="enquiry-form__sent" role="status">
        <p>Thank you. A travel designer will be in touch shortly.</p>
        <p>{CONFIRMATION_HINT}</p>
        {!inPage && (
          <p>
            <button type="button" className="button button--primary" onClick={close} data-autofocus>
              Close
            </button>
          </p>
        )}
      </div>
    );
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '');
    void submit({
      formKind: 'booking',
      source: from,
      firstName: text('firstName'),
      lastName: text('lastName'),
      email: text('email'),
      phone: text('phone'),
      tripDateType,
      tripDate: text('selectedDate'),
      months: selectedMonths,
      regions: regions as (typeof ENQUIRY_REGIONS)[number][],
      notes: text('notes'),
      consent: form.get('consent') === 'on',
      [HONEYPOT_FIELD]: text(HONEYPOT_FIELD),
    });
  };

  const errors = state.fieldErrors;
  const sending = state.status === 'sending';
  return (
    <form
      ref={formRef}
      className="enquiry-form"
      method="post"
      action={BOOKING_PATH}
      onSubmit={onSubmit}
      noValidate
      aria-busy={sending}
    >
      <input type="hidden" name="source" value={from} />
      <div className="enquiry-form__row">
        <FormField
          label="Name"
          name="firstName"
          autoComplete="given-name"
          maxLength={ENQUIRY_LIMITS.firstName}
          defaultValue={typed.firstName}
          error={errors.firstName}
          data-autofocus
        />
        <FormField
          label="Surname"
          name="lastName"
          autoComplete="family-name"
          maxLength={ENQUIRY_LIMITS.lastName}
          defaultValue={typed.lastName}
          error={errors.lastName}
        />
      </div>
      <div className="enquiry-form__row">
        <ReplyFields errors={errors} values={typed} />
      </div>
      <ChoiceChips
        legend="Destinations (optional)"
        name="regions"
        options={ENQUIRY_REGIONS}
        selected={regions}
        onToggle={(region) => setRegions((current) => toggle(current, region))}
      />
      {tripDateType === 'date' ? (
        <FormField
          label="Travel dates"
          name="selectedDate"
          optional
          maxLength={ENQUIRY_LIMITS.tripDate}
          error={errors.tripDate}
        />
      ) : (
        <ChoiceChips
          legend="When would you like to travel? (optional)"
          name="months"
          options={months}
          selected={selectedMonths}
          onToggle={(month) => setSelectedMonths((current) => toggle(current, month))}
        />
      )}
      <FormField
        label="Notes"
        name="notes"
        multiline
        optional
        rows={5}
        placeholder="Add any notes here"
        maxLength={ENQUIRY_LIMITS.notes}
        defaultValue={typed.notes}
        error={errors.notes}
      />
      <label className="checkbox-label">
        <input type="checkbox" name="consent" defaultChecked={answer?.values.consent} />
        <span>Send me occasional news of journeys and offers</span>
      </label>
      <HoneypotField />
      {state.message && (
        <p className="enquiry-form__error" role="alert">
          {state.message}
        </p>
      )}
      <div>
        <button type="submit" className="button button--primary" disabled={sending}>
          {sending ? 'Sending…' : 'Submit'}
        </button>
      </div>
    </form>
  );
}
