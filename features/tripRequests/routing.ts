/**
 * Who answers a trip request (decision 068). Pure: the caller reads the request and the
 * specialists from the content store and writes the outcome back, so the site's function, the
 * Studio's "Route to specialists" action and the tests all decide the same way.
 *
 * A request is routed without a person when routing can trust what it needs: a place read at
 * CONFIDENT or more, and words to read (a voice note or video alone is never understood by the
 * site). Other fields read less surely no longer hold it: the specialist is asked to confirm them
 * (readingToConfirm.ts), since they are the one who replies (decision 110). A request sent from a
 * specialist's own page goes to them, or, while they are away, to a colleague who covers their
 * regions. Each region named gets one specialist: of the active ones who
 * cover it, those covering most of the request's holiday types; among equals, the one with
 * fewest recent requests, then by id, so ties are shared in turn and the outcome repeatable.
 */
import { CONFIDENT, type ExtractedTrip, type HolidayTypeSlug } from './types.ts';

export interface RoutingReading {
  regionIds: readonly string[];
  holidayTypes: readonly HolidayTypeSlug[];
  /** How sure the reading of each field found is; a field not found is absent. */
  confidences: Readonly<Partial<Record<keyof ExtractedTrip, number>>>;
  /** Whether the visitor wrote anything; a recording alone always needs a person. */
  hasMessage: boolean;
  /** The specialist whose page the request was sent from, if any. */
  preferredSpecialistId?: string;
}

export interface RoutingSpecialist {
  id: string;
  /** The regions they cover, and any place in no region (a destination) they cover by name. */
  regionIds: readonly string[];
  holidayTypes: readonly string[];
  active: boolean;
  /** Requests routed to them lately: the turn-taking count. */
  recentAssignments: number;
}

export type RoutingOutcome =
  { kind: 'routed'; specialistIds: string[] } | { kind: 'needs-a-person'; reason: string };

export const MODERATION_REASONS = {
  recordingOnly: 'Only a voice note or video: someone needs to listen to it.',
  noPlace: 'No place we could recognise with confidence.',
  /** No longer given by the site's routing (decision 110); kept for requests stored before. */
  uncertain: 'Some details could not be read with confidence.',
  nobodyCovers: 'No active specialist covers the places named.',
} as const;

/** The reading the router needs, from what the extractor found. */
export function routingReading(extracted: ExtractedTrip, hasMessage: boolean): RoutingReading {
  const confidences: Partial<Record<keyof ExtractedTrip, number>> = {};
  for (const field of Object.keys(extracted) as (keyof ExtractedTrip)[]) {
    const found = extracted[field];
    if (found) confidences[field] = found.confidence;
  }
  return {
    // A place in no region (Dubai) is routed by its own id, to whoever covers it by name.
    regionIds: [
      ...new Set(
        extracted.places?.value.flatMap((place) =>
          place.regionIds.length > 0 ? place.regionIds : [place.id],
        ) ?? [],
      ),
    ],
    holidayTypes: extracted.holidayType?.value ?? [],
    confidences,
    hasMessage,
  };
}

function byTurn(
  request: RoutingReading,
  load: ReadonlyMap<string, number>,
): (a: RoutingSpecialist, b: RoutingSpecialist) => number {
  const score = (specialist: RoutingSpecialist) =>
    request.holidayTypes.filter((type) => specialist.holidayTypes.includes(type)).length;
  return (a, b) =>
    score(b) - score(a) ||
    (load.get(a.id) ?? 0) - (load.get(b.id) ?? 0) ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/**
 * Routes a request. `corrected` says an editor has checked the reading, so confidences no
 * longer matter (the Studio's action); the site's own routing leaves it false.
 */
export function routeRequest(
  request: RoutingReading,
  specialists: readonly RoutingSpecialist[],
  { corrected = false }: { corrected?: boolean } = {},
): RoutingOutcome {
  const direct = directRoute(request, specialists);
  if (direct) return direct;
  if (!corrected) {
    if (!request.hasMessage)
      return { kind: 'needs-a-person', reason: MODERATION_REASONS.recordingOnly };
    const { places } = request.confidences;
    if (places === undefined || places < CONFIDENT || request.regionIds.length === 0) {
      return { kind: 'needs-a-person', reason: MODERATION_REASONS.noPlace };
    }
  } else if (request.regionIds.length === 0) {
    return { kind: 'needs-a-person', reason: MODERATION_REASONS.noPlace };
  }

  // Counts this routing's own choices too, so two regions with one shared pair split the work.
  const load = new Map(
    specialists.map((specialist) => [specialist.id, specialist.recentAssignments]),
  );
  const chosen: string[] = [];
  for (const regionId of request.regionIds) {
    const candidates = specialists
      .filter((specialist) => specialist.active && specialist.regionIds.includes(regionId))
      .sort(byTurn(request, load));
    // One who already has this request answers for this region too.
    const pick = candidates.find((specialist) => chosen.includes(specialist.id)) ?? candidates[0];
    if (!pick || chosen.includes(pick.id)) continue;
    chosen.push(pick.id);
    load.set(pick.id, (load.get(pick.id) ?? 0) + 1);
  }
  return chosen.length > 0
    ? { kind: 'routed', specialistIds: chosen }
    : { kind: 'needs-a-person', reason: MODERATION_REASONS.nobodyCovers };
}

/**
 * A request sent from a specialist's page: theirs while they take requests; while they are away,
 * a colleague's who covers the places read, else the away specialist's own regions. Nothing when
 * the request named nobody (or someone no longer on the team), so ordinary routing decides.
 */
function directRoute(
  request: RoutingReading,
  specialists: readonly RoutingSpecialist[],
): RoutingOutcome | undefined {
  const preferred = specialists.find(({ id }) => id === request.preferredSpecialistId);
  if (!preferred) return undefined;
  if (preferred.active) return { kind: 'routed', specialistIds: [preferred.id] };
  const load = new Map(specialists.map(({ id, recentAssignments }) => [id, recentAssignments]));
  const colleagues = specialists.filter(({ active }) => active).sort(byTurn(request, load));
  const regions = request.regionIds.length > 0 ? request.regionIds : preferred.regionIds;
  const colleague =
    colleagues.find((one) => one.regionIds.some((region) => regions.includes(region))) ??
    colleagues.find((one) => one.regionIds.some((region) => preferred.regionIds.includes(region)));
  return colleague ? { kind: 'routed', specialistIds: [colleague.id] } : undefined;
}
