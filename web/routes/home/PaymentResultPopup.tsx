import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSiteSettings } from '../../data/siteSettings.ts';
import {
  hasPaymentQuery,
  paymentReferenceLine,
  searchWithoutPaymentResult,
  type PaymentResult,
} from '../../lib/paymentStatus.ts';
import { usePopup } from '../../components/popups/PopupContext.ts';

/**
 * The gateway sends the visitor home with a payment result (a signed ?payment=… when a gateway
 * secret is configured, else ?status=0..5&ref=…); the home loader decides what it says
 * (paymentArrival.server.ts): a success opens 'Payment Successful', a decline 'Payment
 * Declined', anything else nothing. Closing tidies the address without a reload.
 */
export function PaymentResultPopup({ result }: { result: PaymentResult | null }) {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const { open } = usePopup();
  const { phone } = useSiteSettings();

  useEffect(() => {
    // Once closed, the address has no payment query and the same result must not open again.
    if (!result || !hasPaymentQuery(search)) return;
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
