import { useCallback } from 'react';
import { usePopup } from '../popups/PopupContext.ts';
import { BookingRequestForm } from './BookingRequestForm.tsx';

/** Opens the 'Talk to an expert' popup with the booking-request form. */
export function useBookingPopup(): () => void {
  const { open } = usePopup();
  return useCallback(() => {
    open({ kind: 'booking', title: 'Talk to an expert', body: <BookingRequestForm /> });
  }, [open]);
}
