import '../../styles/forms.css';
import { useEffect, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { ENQUIRY_LIMITS, ENQUIRY_REGIONS, HONEYPOT_FIELD } from '../../content/enquiries.ts';
import { rollingMonths } from '../../lib/monthList.ts';
import { CONFIRMATION_HINT } from '../ContactBlock.tsx';
import { usePopup } from '../popups/PopupContext.ts';
import { ChoiceChips } from './ChoiceChips.tsx';
import { FormField } from './FormField.tsx';
import { HoneypotField } from './HoneypotField.tsx';
import { ReplyFields } from './ReplyFields.tsx';
import { useEnquirySubmission } from './useEnquirySubmission.ts';

type TripDateType = 'month' | 'date';

const toggle = (list: string[], item: string) =>
  list.includes(item) ? list.filter((entry) => entry !== item) : [...list, item];

/**
 * The 'Talk to an expert' booking request: name, surname, e-mail, contact number,
 * regions and months of travel (each toggles in or out), notes. Only the name and a way to reply
 * are needed; everything else is optional, as labelled.
 */
export function BookingRequestForm() {
  const { pathname } = useLocation();
  const { close } = usePopup();
  const { state, submit } = useEnquirySubmission();
  const [months, setMonths] = useState<string[]>([]);
  const [selectedMonths, setSelectedMonths] = useState<string[]>([]);
  const [regions, setRegions] = useState<string[]>([]);
  // The date mode starts as 'month' and the form offers no switch.
  const [tripDateType] = useState<TripDateType>('month');

  // The month list is built from the visitor's own clock on load, with nothing selected yet.
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setMonths(rollingMonths(new Date()));
    setSelectedMonths([]);
    setRegions([]);
  }, []);

  if (state.status === 'sent') {
    return (
      <div className="enquiry-form__sent" role="status">
        <p>Thank you. A travel designer will be in touch shortly.</p>
        <p>{CONFIRMATION_HINT}</p>
        <p>
          <button type="button" className="button button--primary" onClick={close} data-autofocus>
            Close
          </button>
        </p>
      </div>
    );
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '');
    void submit({
      formKind: 'booking',
      source: pathname,
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
    <form className="enquiry-form" onSubmit={onSubmit} noValidate aria-busy={sending}>
      <div className="enquiry-form__row">
        <FormField
          label="Name"
          name="firstName"
          autoComplete="given-name"
          maxLength={ENQUIRY_LIMITS.firstName}
          error={errors.firstName}
          data-autofocus
        />
        <FormField
          label="Surname"
          name="lastName"
          autoComplete="family-name"
          maxLength={ENQUIRY_LIMITS.lastName}
          error={errors.lastName}
        />
      </div>
      <div className="enquiry-form__row">
        <ReplyFields errors={errors} />
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
        error={errors.notes}
      />
      <label className="enquiry-form__consent">
        <input type="checkbox" name="consent" /> Send me occasional news of journeys and offers
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
