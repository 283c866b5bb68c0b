import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSiteSettings } from '../../data/siteSettings.ts';
import {
  hasPaymentQuery,
  paymentReferenceLine,
  searchWithoutPaymentResult,
  type PaymentResult,
} from '../../lib/paymentStatus.ts';
import { usePopup, type PopupRequest } from '../../components/popups/PopupContext.ts';
import { useHydrated } from '../../components/useHydrated.ts';
import { inlineCall } from '../../startup/inlineScript.ts';

/**
 * The page's own script, written just after the payment result the server rendered open: it
 * makes that dialog modal as the page is parsed (focus moved in, the page behind inert, Escape
 * closing it), as the site's scripts would, but without waiting for them. Without script the
 * dialog simply stays open over the page, to be read and closed by its own controls. It runs in
 * the page from its source (`inlineCall`), so uses nothing but the browser.
 */
export function showResultAsModal(): void {
  const dialog = document.currentScript?.previousElementSibling;
  if (!(dialog instanceof HTMLDialogElement) || !dialog.open) return;
  // An open dialog cannot be made modal; taking the attribute away closes it without an event.
  dialog.removeAttribute('open');
  dialog.showModal();
  dialog.setAttribute('data-shown', '');
}

const SHOW_AS_MODAL = inlineCall(showResultAsModal);

/** The home page's address without the payment result: where closing the result leads. */
function addressWithoutResult(location: { search: string; hash: string }): string {
  return `/${searchWithoutPaymentResult(location.search)}${location.hash}`;
}

/**
 * Closes the result: without script a plain link home that drops the payment query (so a
 * reload does not bring the result back); with script the popup closes, and its closing tidies
 * the address, as the × and Escape do.
 */
function ContinueLink({ href }: { href: string }) {
  const { close } = usePopup();
  return (
    <a
      className="button button--primary"
      href={href}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        event.preventDefault();
        close();
      }}
    >
      Continue
    </a>
  );
}

function paymentResultRequest(
  result: PaymentResult,
  phone: string | null | undefined,
  closedHref: string,
  onClosed: () => void,
  onArrival?: PopupRequest['onArrival'],
): PopupRequest {
  return {
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
    footer: <ContinueLink href={closedHref} />,
    onClosed,
    ...(onArrival ? { onArrival } : {}),
  };
}

/** Closing the result takes the payment query out of the address, without a reload. */
function useTidyAddress(): () => void {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  return () =>
    void navigate(
      { pathname, search: searchWithoutPaymentResult(search), hash },
      { replace: true, preventScrollReset: true },
    );
}

/**
 * The payment result the page arrives with, for the popup provider to render with the page: in
 * the HTML as served, open, so a paying customer reads it before (or without) the site's
 * scripts. Decided by the first render only (the server's, then hydration's, which agree). The
 * root renders the provider, outside the site settings' context: it hands over the phone.
 */
export function usePaymentResultOnArrival(
  result: PaymentResult | null,
  phone: string | null | undefined,
): PopupRequest | null {
  const location = useLocation();
  const tidyAddress = useTidyAddress();
  const [request] = useState(() =>
    result && hasPaymentQuery(location.search)
      ? paymentResultRequest(result, phone, addressWithoutResult(location), tidyAddress, {
          script: SHOW_AS_MODAL,
          wanted: () => true,
          openAsServed: true,
        })
      : null,
  );
  return request;
}

/**
 * The gateway sends the visitor home with a payment result (a signed ?payment=… when a gateway
 * secret is configured, else ?status=0..5&ref=…); the home loader decides what it says
 * (paymentArrival.server.ts): a success opens 'Payment Successful', a decline 'Payment
 * Declined', anything else nothing. A result the page arrived with is the popup provider's
 * (usePaymentResultOnArrival); this opens one that comes by a later navigation.
 */
export function PaymentResultPopup({ result }: { result: PaymentResult | null }) {
  const location = useLocation();
  const tidyAddress = useTidyAddress();
  const { open } = usePopup();
  const { phone } = useSiteSettings();
  // Mounted while the page hydrates: any result came with the page, and is on screen already.
  const arrivedWithPage = useRef(!useHydrated());

  useEffect(() => {
    if (arrivedWithPage.current) {
      arrivedWithPage.current = false;
      return;
    }
    // Once closed, the address has no payment query and the same result must not open again.
    if (!result || !hasPaymentQuery(location.search)) return;
    open(paymentResultRequest(result, phone, addressWithoutResult(location), tidyAddress));
    // Only the arrival of a payment result opens the popup.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.search]);

  return null;
}
