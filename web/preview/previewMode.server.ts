/**
 * Draft mode ("preview mode" to editors): a first-party cookie on the site's own origin, set only
 * after the Studio's short-lived preview secret has been checked against the content API. The
 * cookie is signed with a key derived from the server-side token, so it cannot be forged by
 * anyone who does not hold that token, and it expires on its own after a working day.
 */
import { createHmac } from 'node:crypto';
import { createCookie, type Cookie } from 'react-router';
import { PREVIEW_COOKIE } from '../../shared/previewCookie.ts';
import { sanityConnection } from '../../shared/sanityConfig.ts';
import { reachedOverHttps } from '../../shared/secureOrigin.ts';

/** How long a preview session lasts without the Studio opening it again. */
const PREVIEW_LIFETIME_S = 8 * 60 * 60;

interface PreviewSession {
  until: number;
}

/** The server-side token that reads drafts; undefined when none is configured. */
export function previewToken(): string | undefined {
  return sanityConnection({ withToken: true }).token;
}

function previewCookie(request: Request, token: string): Cookie {
  return createCookie(PREVIEW_COOKIE, {
    httpOnly: true,
    sameSite: 'lax',
    secure: reachedOverHttps(request),
    path: '/',
    maxAge: PREVIEW_LIFETIME_S,
    // Derived rather than the token itself: the cookie's key can never reveal the token.
    secrets: [createHmac('sha256', token).update('preview-mode cookie').digest('base64url')],
  });
}

const known = new WeakMap<Request, Promise<boolean>>();

async function readPreview(request: Request): Promise<boolean> {
  const header = request.headers.get('cookie');
  if (!header?.includes(`${PREVIEW_COOKIE}=`)) return false;
  const token = previewToken();
  if (!token) return false;
  const session = (await previewCookie(request, token).parse(header)) as PreviewSession | null;
  return typeof session?.until === 'number' && session.until > Date.now();
}

/** Whether this request is in draft mode (a valid, unexpired preview cookie). Read once per request. */
export function isPreview(request: Request): Promise<boolean> {
  let answer = known.get(request);
  if (!answer) {
    answer = readPreview(request);
    known.set(request, answer);
  }
  return answer;
}

/** The Set-Cookie header that starts a preview session. */
export function startPreviewCookie(request: Request, token: string): Promise<string> {
  const session: PreviewSession = { until: Date.now() + PREVIEW_LIFETIME_S * 1000 };
  return previewCookie(request, token).serialize(session);
}

/** The Set-Cookie header that ends it. */
export function endPreviewCookie(request: Request): Promise<string> {
  return createCookie(PREVIEW_COOKIE, {
    httpOnly: true,
    sameSite: 'lax',
    secure: reachedOverHttps(request),
    path: '/',
  }).serialize('', { maxAge: 0, expires: new Date(0) });
}
