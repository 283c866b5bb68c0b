/**
 * The Studio's "Route to specialists" (decision 068), as a pure step: given a request an editor
 * has checked (its corrected reading) and the specialists, what
 * to write. The reading is treated as confident, so the same routing as the site's decides, and
 * the specialist e-mails are queued on the request exactly as the site queues them, for the
 * outbox to send. The visitor's acknowledgement was queued when the request arrived.
 */
import { routeRequest, type RoutingSpecialist } from './routing.ts';
import type { EmailKind, EmailState } from './states.ts';
import type { HolidayTypeSlug } from './types.ts';

/** Turn-taking counts the requests of the last thirty days. */
export const RECENT_DAYS = 30;

/** Every published specialist with the requests routed to them since `$since`. */
export const SPECIALISTS_QUERY = `*[_type == "travelSpecialist" && !(_id in path("drafts.**"))] | order(_id asc){
  "id": _id,
  "name": coalesce(name, ""),
  "email": coalesce(email, ""),
  "regionIds": [...coalesce(regions[]._ref, []), ...coalesce(destinations[]._ref, [])],
  "profileId": profile._ref,
  "profileSlug": profile->slug.current,
  "holidayTypes": coalesce(holidayTypes, []),
  "active": active != false,
  "recentAssignments": count(*[_type == "tripRequest" && createdAt >= $since && ^._id in routedTo[].specialist._ref])
}`;

export interface SpecialistContact extends RoutingSpecialist {
  name: string;
  email: string;
  /** Their public profile's id, and its slug: a request from that page asks for them. */
  profileId?: string | null;
  profileSlug?: string | null;
}

/** One e-mail a document owes, and how its delivery went. */
export interface PendingEmail {
  _key: string;
  _type: 'emailDelivery';
  kind: EmailKind;
  to: string;
  specialist?: { _type: 'reference'; _ref: string };
  state: EmailState;
  attempts: number;
  nextAttemptAt: string;
}

/** A key safe for an array item, from a document id. */
export function keyOf(id: string): string {
  return id.replace(/[^A-Za-z0-9_-]/g, '-');
}

/** An e-mail owed from `now`, keyed by its kind (and specialist), so it is never queued twice. */
export function pendingEmail(
  kind: EmailKind,
  to: string,
  now: Date,
  specialist?: { id: string },
): PendingEmail {
  return {
    _key: specialist ? `${kind}-${keyOf(specialist.id)}` : kind,
    _type: 'emailDelivery',
    kind,
    to,
    ...(specialist ? { specialist: { _type: 'reference' as const, _ref: specialist.id } } : {}),
    state: 'pending',
    attempts: 0,
    nextAttemptAt: now.toISOString(),
  };
}

/** The request as the editor left it: the fields the action reads. */
export interface RoutableRequest {
  state?: string;
  /** The specialist the visitor asked for from their page: theirs unless they are away. */
  askedFor?: { _ref?: string };
  extracted?: {
    regions?: readonly { _ref?: string }[];
    holidayTypes?: readonly string[];
  };
  emails?: readonly { _key: string }[];
}

export type ManualRouting =
  | { ok: false; reason: string }
  | {
      ok: true;
      specialists: SpecialistContact[];
      /** Fields to set on the request. */
      set: {
        state: 'routed';
        routedTo: {
          _key: string;
          _type: 'routing';
          specialist: { _type: 'reference'; _ref: string };
          /** Their name when routed, for the team's overdue notice. */
          name: string;
          profile?: { _type: 'reference'; _ref: string };
          routedAt: string;
        }[];
      };
      /** Fields to remove: the reason it waited for a person. */
      unset: ['moderationReason'];
      /** E-mails to append to the request's `emails` (none already queued). */
      emails: PendingEmail[];
    };

export const MANUAL_ROUTING_REASONS = {
  notWaiting: 'Only a request that needs a person is routed here.',
  nothingChosen: 'Choose at least one region under “What we read” first.',
  nobodyCovers: 'No active specialist covers the regions chosen.',
  noAddress: 'A specialist chosen has no e-mail address.',
} as const;

/** Whether the action can try at all, before the specialists are read. */
export function routableReason(request: RoutableRequest): string | undefined {
  if (request.state !== 'needs-a-person') return MANUAL_ROUTING_REASONS.notWaiting;
  // Asked for by name, it can go to that specialist (or their cover) with no region chosen.
  if (request.askedFor?._ref) return undefined;
  const regions = request.extracted?.regions?.some((region) => region._ref) ?? false;
  return regions ? undefined : MANUAL_ROUTING_REASONS.nothingChosen;
}

/** What routing a checked request writes, or why it cannot be routed. */
export function manualRouting(
  request: RoutableRequest,
  specialists: readonly SpecialistContact[],
  now: Date,
): ManualRouting {
  const refused = routableReason(request);
  if (refused) return { ok: false, reason: refused };

  const outcome = routeRequest(
    {
      regionIds: [
        ...new Set(
          (request.extracted?.regions ?? []).flatMap((region) =>
            region._ref ? [region._ref] : [],
          ),
        ),
      ],
      holidayTypes: (request.extracted?.holidayTypes ?? []) as HolidayTypeSlug[],
      confidences: {},
      hasMessage: true,
      ...(request.askedFor?._ref ? { preferredSpecialistId: request.askedFor._ref } : {}),
    },
    specialists,
    { corrected: true },
  );
  const ids = outcome.kind === 'routed' ? outcome.specialistIds : [];
  const chosen = ids.flatMap((id) => specialists.filter((specialist) => specialist.id === id));
  if (chosen.length === 0) return { ok: false, reason: MANUAL_ROUTING_REASONS.nobodyCovers };
  if (chosen.some((specialist) => !specialist.email.trim())) {
    return { ok: false, reason: MANUAL_ROUTING_REASONS.noAddress };
  }

  const at = now.toISOString();
  const queued = new Set((request.emails ?? []).map((email) => email._key));
  return {
    ok: true,
    specialists: chosen,
    set: {
      state: 'routed',
      routedTo: chosen.map((specialist) => ({
        _key: keyOf(specialist.id),
        _type: 'routing',
        specialist: { _type: 'reference', _ref: specialist.id },
        name: specialist.name,
        ...(specialist.profileId
          ? { profile: { _type: 'reference' as const, _ref: specialist.profileId } }
          : {}),
        routedAt: at,
      })),
    },
    unset: ['moderationReason'],
    emails: chosen
      .map((specialist) => pendingEmail('specialist', specialist.email, now, specialist))
      .filter((email) => !queued.has(email._key)),
  };
}
