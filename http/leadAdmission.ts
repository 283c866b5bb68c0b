/**
 * The budgets a lead (an enquiry, a trip request) passes before its body is read: its address's
 * own, then one for the whole site, so a flood from one shared address still has a ceiling. Every
 * attempt counts, valid or not; a host that knows no address shares one budget.
 */
import { environment } from '../shared/environment.ts';
import { addressBucket } from './addressBucket.ts';
import type { FunctionContext } from './functionContext.ts';
import { createRateLimiter, type RateDecision, type RateLimiter } from './rateLimiter.ts';

export interface LeadBudgets {
  limiter: RateLimiter;
  /** One budget for every address together. */
  siteLimiter?: RateLimiter;
}

/** Takes one attempt from the budgets: allowed, or refused with how long to wait. */
export function admitLead(
  { limiter, siteLimiter }: LeadBudgets,
  context?: FunctionContext,
): RateDecision {
  const own = limiter.take(addressBucket(context?.ip));
  // The site's ceiling counts only what an address's own budget let through.
  return own.allowed && siteLimiter ? siteLimiter.take('site') : own;
}

/** A kind of lead's own budgets, sized by the environment. */
export function leadBudgetsFromEnvironment(): Required<LeadBudgets> {
  const env = environment();
  return {
    limiter: createRateLimiter({
      limit: env.ENQUIRY_RATE_LIMIT,
      windowSeconds: env.ENQUIRY_RATE_WINDOW,
    }),
    siteLimiter: createRateLimiter({
      // Unset: ten visitors' worth, generous for real traffic and for the browser tests.
      limit: env.ENQUIRY_SITE_LIMIT ?? env.ENQUIRY_RATE_LIMIT * 10,
      windowSeconds: env.ENQUIRY_RATE_WINDOW,
    }),
  };
}
