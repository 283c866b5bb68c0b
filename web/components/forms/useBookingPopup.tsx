import { useCallback } from 'react';
import { useSiteSettings } from '../../data/siteSettings.ts';
import { telHref } from '../../lib/telephone.ts';
import { usePopup } from '../popups/PopupContext.ts';
import { retryingImport } from '../retryingImport.ts';

const TITLE = 'Talk to an expert';

/** The form's code is fetched the first time a visitor asks for it, then kept. */
const loadForm = retryingImport(() => import('./BookingRequestForm.tsx'));

/** What a visitor reads when the form's code could not be fetched: how to reach us all the same. */
function FormUnavailable({ phone }: { phone: string | null }) {
  return (
    <p>
      The enquiry form could not be loaded just now. Please check your connection and try again
      {phone ? (
        <>
          , or call us on <a href={telHref(phone)}>{phone}</a>
        </>
      ) : null}
      .
    </p>
  );
}

/**
 * Opens the 'Talk to an expert' popup with the booking-request form. The form and its
 * validation are not part of any page's start-up script: the popup opens as soon as they
 * arrive, so its first field still takes focus as it opens. If they cannot be fetched (a phone
 * losing its signal, or a page older than the site's latest release), the popup says so and
 * offers the phone; the next press tries again.
 */
export function useBookingPopup(): () => void {
  const { open } = usePopup();
  const { phone } = useSiteSettings();
  return useCallback(() => {
    loadForm().then(
      ({ BookingRequestForm }) =>
        open({ kind: 'booking', title: TITLE, body: <BookingRequestForm /> }),
      (failure: unknown) => {
        console.error('Booking form could not be loaded:', failure);
        open({ kind: 'booking', title: TITLE, body: <FormUnavailable phone={phone} /> });
      },
    );
  }, [open, phone]);
}
