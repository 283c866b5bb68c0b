import { HONEYPOT_FIELD } from '../../data/enquiries.ts';

/** A field people never see and bots fill in; the enquiry function drops what it catches. */
export function HoneypotField() {
  return (
    <div className="enquiry-form__honeypot" aria-hidden="true">
      <label>
        Leave this empty
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
      </label>
    </div>
  );
}
