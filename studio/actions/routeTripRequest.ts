/**
 * The write behind "Route to specialists": one transaction on the stored trip request, only if
 * nobody changed it since the editor looked (its revision), that takes the editor's corrected
 * reading, marks it routed with whom and when, and appends the specialists' e-mails for the
 * outbox; the editor's draft, if any, goes with it, so the request is not left half-edited.
 */
import type { SanityClient } from '@sanity/client';
import type { ManualRouting } from '../../features/tripRequests/browser.ts';

export interface RoutingTarget {
  /** The stored request's id and the revision the editor saw. */
  id: string;
  rev: string;
  /** The editor's draft of it, if they corrected anything. */
  draftId?: string;
  /** The corrected reading to keep (the draft's), if any. */
  extracted?: object;
}

export async function applyManualRouting(
  client: Pick<SanityClient, 'transaction'>,
  target: RoutingTarget,
  routing: Extract<ManualRouting, { ok: true }>,
): Promise<void> {
  const transaction = client.transaction().patch(target.id, (patch) =>
    patch
      .ifRevisionId(target.rev)
      .set({ ...routing.set, ...(target.extracted ? { extracted: target.extracted } : {}) })
      .unset(routing.unset)
      .setIfMissing({ emails: [] })
      .append('emails', routing.emails),
  );
  if (target.draftId) transaction.delete(target.draftId);
  await transaction.commit({ visibility: 'sync' });
}
