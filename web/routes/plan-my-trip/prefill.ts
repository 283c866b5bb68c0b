/**
 * What the page starts with, from its address: `?message=` (the trip finder's words) fills the
 * text box, `?place=` (a journey or destination page's link) names the place, and a fresh key
 * makes a doubled or retried post store one request.
 */
import { TRIP_REQUEST_LIMITS } from '../../../features/tripRequests/browser.ts';

export interface Prefill {
  message: string;
  place: string;
}

// eslint-disable-next-line no-control-regex -- address parameters are typed text, never controls
const CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f]/g;

function clean(value: string | null, max: number): string {
  return (value ?? '').replace(CONTROLS, '').trim().slice(0, max);
}

export function prefillFrom(url: URL): Prefill {
  const place = clean(url.searchParams.get('place'), TRIP_REQUEST_LIMITS.placeHint);
  const given = clean(url.searchParams.get('message'), TRIP_REQUEST_LIMITS.message);
  const message = given || (place ? `We would love to travel to ${place}. ` : '');
  return { message, place };
}
