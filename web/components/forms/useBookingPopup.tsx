import { useCallback } from 'react';
import { usePopup } from '../popups/PopupContext.ts';

/** The form's code is fetched the first time a visitor asks for it, then kept. */
const loadForm = () => import('./BookingRequestForm.tsx');

/**
 * Opens the 'Talk to an expert' popup with the booking-request form. The form and its
 * validation are not part of any page's start-up script: the popup opens as soon as they
 * arrive, so its first field still takes focus as it opens.
 */
export function useBookingPopup(): () => void {
  const { open } = usePopup();
  return useCallback(() => {
    void loadForm().then(({ BookingRequestForm }) =>
      open({ kind: 'booking', title: 'Talk to an expert', body: <BookingRequestForm /> }),
    );
  }, [open]);
}
