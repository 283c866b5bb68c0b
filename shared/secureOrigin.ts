/**
 * Whether the visitor's browser reached the site over HTTPS, for cookies that must be `Secure`.
 * Behind a TLS-terminating proxy the host itself is spoken to in plain HTTP, so the request's own
 * URL is not enough: a public `SITE_URL` on https says so for every request, and a trusted proxy
 * (`TRUST_PROXY`) says so per request in `X-Forwarded-Proto`. The header is never believed
 * without the setting, because a visitor can write it.
 */
import { environment, type Environment } from './environment.ts';

export function reachedOverHttps(request: Request, env: Environment = environment()): boolean {
  if (new URL(request.url).protocol === 'https:') return true;
  if (env.SITE_URL !== undefined && new URL(env.SITE_URL).protocol === 'https:') return true;
  if (env.TRUST_PROXY <= 0) return false;
  const proto = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  return proto === 'https';
}
