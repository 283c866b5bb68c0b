import { BookingForm } from './BookingForm.tsx';

/**
 * The booking form as the popup shows it, in a download of its own. The form itself is shared
 * with the /talk-to-an-expert page, and a module the build shares between chunks is exported
 * under shortened names; this one is only ever loaded on demand, so it keeps its own name, and a
 * download that failed can be fetched again under a fresh address and still be found by it.
 */
export function BookingRequestForm() {
  return <BookingForm />;
}
