/**
 * POST /api/vitals: one page view's speed report from the page's beacon (web/startup/
 * fieldVitals.ts), folded into the day's histograms for its route type and device
 * (lib/siteSpeedStore.ts). A web-standard handler, like enquiries.ts.
 *
 * Answers, with no body worth reading (a beacon never reads it):
 *   204                 folded in
 *   400 { error }       not JSON, or not a report: unknown fields, figures below zero or past
 *                       belief (an LCP of an hour), dated in the future or over a day ago
 *   405 / 413 / 415     other methods; a body over 4 KB; not application/json
 *   429 + Retry-After   this address sent more than VITALS_RATE_LIMIT reports in the window
 *   503                 the lake cannot take the write just now
 * Nothing about the sender is kept: its address only spends a rate-limit budget in memory.
 */
import { checkReport, MAX_REPORT_BYTES } from '../features/fieldSpeed/index.ts';
import { VITALS_PATH } from '../features/fieldSpeed/index.ts';
import { environment } from '../shared/environment.ts';
import { addressBucket } from '../http/addressBucket.ts';
import { configuredWriteClient } from '../shared/writeClient.ts';
import type { FunctionContext, FunctionHandler } from '../http/functionContext.ts';
import { readJsonBody } from '../http/jsonBody.ts';
import { BodyError } from '../http/requestBody.ts';
import { createRateLimiter, type RateLimiter } from '../http/rateLimiter.ts';
import {
  createSanitySiteSpeedStore,
  SiteSpeedStoreUnavailable,
  type SiteSpeedStore,
} from '../features/fieldSpeed/index.ts';

export const config = { path: VITALS_PATH };

/**
 * The window of the per-address limit (VITALS_RATE_LIMIT, 300 by default): a visitor reports
 * once per page view, so the limit is far above any one person's reading, with room for an
 * office behind one address.
 */
export const VITALS_RATE_WINDOW_SECONDS = 600;

function answer(status: number, error?: string, headers: Record<string, string> = {}): Response {
  return new Response(error === undefined ? null : JSON.stringify({ error }), {
    status,
    headers: {
      'cache-control': 'no-store',
      ...(error === undefined ? {} : { 'content-type': 'application/json; charset=utf-8' }),
      ...headers,
    },
  });
}

export interface VitalsHandlerOptions {
  store: SiteSpeedStore;
  limiter: RateLimiter;
  now?: () => Date;
}

export function createVitalsHandler({
  store,
  limiter,
  now = () => new Date(),
}: VitalsHandlerOptions): FunctionHandler {
  return async function vitals(request: Request, context?: FunctionContext) {
    if (request.method !== 'POST') return answer(405, 'Only POST is accepted.', { allow: 'POST' });
    try {
      const decision = limiter.take(addressBucket(context?.ip));
      if (!decision.allowed) {
        return answer(429, 'Too many reports.', {
          'retry-after': String(decision.retryAfterSeconds),
        });
      }
      const receivedAt = now();
      const check = checkReport(await readJsonBody(request, MAX_REPORT_BYTES), receivedAt);
      if (!check.ok) return answer(400, check.error);
      await store.record(check.report, receivedAt);
      return answer(204);
    } catch (error) {
      if (error instanceof BodyError) return answer(error.status, error.message);
      if (error instanceof SiteSpeedStoreUnavailable) {
        console.error('speed report not stored:', error.message, error.cause ?? '');
        return answer(503, 'Not stored just now.');
      }
      console.error('vitals failed', error);
      return answer(500, 'Something went wrong.');
    }
  };
}

/** The deployed handler over a store, with the rate limit from the environment. */
export function deployedVitals(store: SiteSpeedStore): FunctionHandler {
  let configured: FunctionHandler | undefined;
  return (request, context) => {
    configured ??= createVitalsHandler({
      store,
      limiter: createRateLimiter({
        limit: environment().VITALS_RATE_LIMIT,
        windowSeconds: VITALS_RATE_WINDOW_SECONDS,
      }),
    });
    return configured(request, context);
  };
}

/** The one-process host's handler: each report one local transaction on its own lake. */
export default deployedVitals(createSanitySiteSpeedStore(configuredWriteClient));
