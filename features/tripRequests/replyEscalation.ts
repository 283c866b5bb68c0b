/**
 * Overdue replies, escalated once (decision 112): a routed request whose promised reply time has
 * passed with no first reply marked gets, in one revision-guarded write, `escalatedAt` and an
 * "overdue" e-mail to the team's address for the outbox to send. Two runs at once cannot both
 * claim it, and a request escalated is never escalated again.
 */
import type { SanityClient } from '@sanity/client';
import { pendingEmail } from './manualRouting.ts';

const OVERDUE_QUERY = `{
  "team": *[_id == "siteSettings"][0].email,
  "overdue": *[_type == "tripRequest" && !(_id in path("drafts.**")) && state == "routed"
    && defined(replyBy) && replyBy < $now && !defined(repliedAt) && !defined(escalatedAt)]
    | order(replyBy asc)[0...50]{_id, _rev}
}`;

export interface EscalationReport {
  escalated: number;
}

export async function escalateOverdueReplies(
  client: SanityClient,
  now: Date,
): Promise<EscalationReport> {
  const found = await client.fetch<{
    team: string | null;
    overdue: { _id: string; _rev: string }[];
  }>(OVERDUE_QUERY, { now: now.toISOString() }, { perspective: 'raw' });
  if (!found.team) return { escalated: 0 };
  let escalated = 0;
  for (const request of found.overdue) {
    try {
      await client
        .patch(request._id)
        .ifRevisionId(request._rev)
        .set({ escalatedAt: now.toISOString() })
        .setIfMissing({ emails: [] })
        .append('emails', [pendingEmail('overdue', found.team, now)])
        .commit();
      escalated += 1;
    } catch {
      // Changed meanwhile (replied, or claimed by another run): the next run looks again.
    }
  }
  return { escalated };
}
