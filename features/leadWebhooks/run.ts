/**
 * One pass of the lead webhook, as the host's job and the scheduled function run it: queue what
 * changed, then send what is due. Off unless both the address and the secret are set.
 */
import type { SanityClient } from '@sanity/client';
import { announceLeadChanges } from './announcer.ts';
import { deliverLeadEvents, type DeliveryReport, type LeadWebhookEndpoint } from './delivery.ts';

/** The receiver, when the environment names one (the environment check vets the values). */
export function leadWebhookEndpoint(environment: {
  LEAD_WEBHOOK_URL?: string | undefined;
  LEAD_WEBHOOK_SECRET?: string | undefined;
}): LeadWebhookEndpoint | undefined {
  const { LEAD_WEBHOOK_URL: url, LEAD_WEBHOOK_SECRET: secret } = environment;
  return url && secret ? { url, secret } : undefined;
}

export interface LeadWebhookRun extends DeliveryReport {
  queued: number;
}

export async function runLeadWebhooks(
  client: SanityClient,
  endpoint: LeadWebhookEndpoint,
  now: Date,
  options: { send?: typeof fetch } = {},
): Promise<LeadWebhookRun> {
  const queued = await announceLeadChanges(client, now);
  return { queued, ...(await deliverLeadEvents(client, endpoint, now, options)) };
}
