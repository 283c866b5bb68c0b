import { ENQUIRY_LIMITS, type EnquiryFieldErrors } from '../../data/enquiries.ts';
import { FormField } from './FormField.tsx';

/** The two ways to reply to a visitor; one of them is needed. */
export function ReplyFields({
  errors,
  values = {},
}: {
  errors: EnquiryFieldErrors;
  /** What the visitor typed, when the server sent the form back for correcting. */
  values?: Record<string, string>;
}) {
  return (
    <>
      <FormField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        maxLength={ENQUIRY_LIMITS.email}
        defaultValue={values.email}
        error={errors.email}
      />
      <FormField
        label="Contact number"
        name="phone"
        type="tel"
        autoComplete="tel"
        maxLength={ENQUIRY_LIMITS.phone}
        defaultValue={values.phone}
        error={errors.phone}
      />
    </>
  );
}
