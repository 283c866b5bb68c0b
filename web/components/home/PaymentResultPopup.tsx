import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSiteSettings } from '../../content/siteSettings.ts';
import {
  parsePaymentResult,
  paymentReferenceLine,
  searchWithoutPaymentResult,
} from '../../lib/paymentStatus.ts';
import { usePopup } from '../popups/PopupContext.ts';

/**
 * The gateway sends the visitor home with ?status=0..5&ref=…; 0 opens 'Payment
 * Successful', 1 to 5 'Payment Declined', anything else is ignored. Closing tidies the address
 * without a reload.
 */
export function PaymentResultPopup() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const { open } = usePopup();
  const { phone } = useSiteSettings();

  useEffect(() => {
    const params = new URLSearchParams(search);
    const result = parsePaymentResult(params.get('status'), params.get('ref'));
    if (!result) return;
    open({
      kind: 'payment',
      title: result.title,
      body: (
        <>
          {result.reference && (
            <p className="payment-result__reference">{paymentReferenceLine(result.reference)}</p>
          )}
          <p>
            {result.outcome === 'success'
              ? 'Thank you. Your payment has been received, and we will confirm the details by e-mail shortly.'
              : `Your payment could not be completed and nothing has been taken. Please try again${
                  phone ? `, or call us on ${phone} and we will gladly help` : ''
                }.`}
          </p>
        </>
      ),
      onClosed: () =>
        void navigate(
          { pathname, search: searchWithoutPaymentResult(search), hash },
          { replace: true, preventScrollReset: true },
        ),
    });
    // Only the arrival of a payment result opens the popup.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search]);

  return null;
}
