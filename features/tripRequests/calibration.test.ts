/**
 * The extractor's confidences are calibrated (decision 110): over the project's own requests
 * (extract.cases.ts), a field read at CONFIDENT or more is right at least 95% of the time, so
 * routing on a confident place is safe; and at least 90% of the requests that name a place the
 * site knows are routed without a person, against the seeded team.
 */
import { describe, expect, it } from 'vitest';
import { travelSpecialists } from '../../content/travelSpecialists.ts';
import { FIELDS, fieldRight } from '../../tests/tripRequests/judgeReading.ts';
import { seedGazetteer } from '../../tests/tripRequests/seedGazetteer.ts';
import { laterTripCases, tripCases } from './extract.cases.ts';
import { extractTrip } from './extract.ts';
import { routeRequest, routingReading, type RoutingSpecialist } from './routing.ts';
import { CONFIDENT } from './types.ts';

const today = new Date('2026-11-26T00:00:00Z');
const readings = [...tripCases, ...laterTripCases].map((tripCase) => ({
  tripCase,
  found: extractTrip(tripCase.text, seedGazetteer, today),
}));

const team: RoutingSpecialist[] = travelSpecialists.map((specialist) => ({
  id: specialist._id,
  regionIds: [...specialist.regions, ...specialist.destinations].map((place) => place._ref),
  holidayTypes: specialist.holidayTypes,
  active: specialist.active,
  recentAssignments: 0,
}));

describe('the extractor’s confidence', () => {
  it('is right at least 95% of the time for fields read at the confident mark or more', () => {
    let confident = 0;
    let right = 0;
    for (const { tripCase, found } of readings) {
      for (const field of FIELDS) {
        const got = found[field];
        if (got === undefined || got.confidence < CONFIDENT) continue;
        confident += 1;
        if (fieldRight(field, tripCase.expect, found)) right += 1;
      }
    }
    console.log(`Confident fields right: ${right}/${confident}`);
    expect(confident).toBeGreaterThan(100);
    expect(right / confident).toBeGreaterThanOrEqual(0.95);
  });

  it('routes at least 90% of the requests naming a known place without a person', () => {
    const naming = readings.filter(({ tripCase }) => (tripCase.expect.places ?? []).length > 0);
    const routed = naming.filter(
      ({ tripCase, found }) =>
        routeRequest(routingReading(found, tripCase.text !== ''), team).kind === 'routed',
    );
    console.log(`Requests naming a known place routed: ${routed.length}/${naming.length}`);
    expect(naming.length).toBeGreaterThan(40);
    expect(routed.length / naming.length).toBeGreaterThanOrEqual(0.9);
  });
});
