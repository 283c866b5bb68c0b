import { describe, expect, it } from 'vitest';
import {
  MODERATION_REASONS,
  routeRequest,
  routingReading,
  type RoutingReading,
  type RoutingSpecialist,
} from './routing.ts';
import type { GazetteerPlace } from './types.ts';

const specialist = (
  id: string,
  regionIds: string[],
  holidayTypes: string[] = [],
  recentAssignments = 0,
  active = true,
): RoutingSpecialist => ({ id, regionIds, holidayTypes, recentAssignments, active });

const TEAM = [
  specialist('asia', ['r-asia'], ['honeymoons']),
  specialist('africa', ['r-africa'], ['safaris']),
  specialist('ocean-a', ['r-ocean'], ['honeymoons', 'luxury-beach-holidays'], 3),
  specialist('ocean-b', ['r-ocean', 'r-asia'], ['family-holidays'], 1),
];

const reading = (overrides: Partial<RoutingReading> = {}): RoutingReading => ({
  regionIds: ['r-ocean'],
  holidayTypes: [],
  confidences: { places: 0.95 },
  hasMessage: true,
  ...overrides,
});

describe('routeRequest', () => {
  const cases: {
    name: string;
    request: RoutingReading;
    team?: RoutingSpecialist[];
    corrected?: boolean;
    expected: ReturnType<typeof routeRequest>;
  }[] = [
    {
      name: 'a tie goes to whoever has had fewest requests lately',
      request: reading(),
      expected: { kind: 'routed', specialistIds: ['ocean-b'] },
    },
    {
      name: 'a holiday type one covers outranks fewer recent requests',
      request: reading({ holidayTypes: ['honeymoons'] }),
      expected: { kind: 'routed', specialistIds: ['ocean-a'] },
    },
    {
      name: 'equal scores and equal loads are settled by id, the same every time',
      request: reading(),
      team: [specialist('b', ['r-ocean']), specialist('a', ['r-ocean'])],
      expected: { kind: 'routed', specialistIds: ['a'] },
    },
    {
      name: 'a specialist who is away receives nothing',
      request: reading({ regionIds: ['r-africa'] }),
      team: [
        specialist('away', ['r-africa'], [], 0, false),
        specialist('here', ['r-africa'], [], 9),
      ],
      expected: { kind: 'routed', specialistIds: ['here'] },
    },
    {
      name: 'two regions reach one specialist for each',
      request: reading({ regionIds: ['r-africa', 'r-asia'] }),
      expected: { kind: 'routed', specialistIds: ['africa', 'asia'] },
    },
    {
      name: 'one who covers both regions answers for both',
      request: reading({ regionIds: ['r-ocean', 'r-asia'] }),
      expected: { kind: 'routed', specialistIds: ['ocean-b'] },
    },
    {
      name: 'a voice note alone needs a person',
      request: reading({ hasMessage: false }),
      expected: { kind: 'needs-a-person', reason: MODERATION_REASONS.recordingOnly },
    },
    {
      name: 'no place needs a person',
      request: reading({ regionIds: [], confidences: {} }),
      expected: { kind: 'needs-a-person', reason: MODERATION_REASONS.noPlace },
    },
    {
      name: 'a place read unsurely needs a person',
      request: reading({ confidences: { places: 0.79 } }),
      expected: { kind: 'needs-a-person', reason: MODERATION_REASONS.noPlace },
    },
    {
      name: 'a place at exactly the threshold is confident',
      request: reading({ confidences: { places: 0.8, when: 0.8 } }),
      expected: { kind: 'routed', specialistIds: ['ocean-b'] },
    },
    {
      name: 'other fields read unsurely do not hold a confident place',
      request: reading({ confidences: { places: 0.9, budget: 0.5, holidayType: 0.7 } }),
      expected: { kind: 'routed', specialistIds: ['ocean-b'] },
    },
    {
      name: 'a request from a specialist’s page goes to them, place or none',
      request: reading({ regionIds: [], confidences: {}, preferredSpecialistId: 'africa' }),
      expected: { kind: 'routed', specialistIds: ['africa'] },
    },
    {
      name: 'a request for an away specialist goes to a colleague covering their regions',
      request: reading({ regionIds: [], confidences: {}, preferredSpecialistId: 'ocean-a' }),
      team: TEAM.map((one) => (one.id === 'ocean-a' ? { ...one, active: false } : one)),
      expected: { kind: 'routed', specialistIds: ['ocean-b'] },
    },
    {
      name: 'an away specialist with no colleague for their regions leaves ordinary routing',
      request: reading({ regionIds: [], confidences: {}, preferredSpecialistId: 'africa' }),
      team: TEAM.filter((one) => one.id === 'asia' || one.id === 'africa').map((one) =>
        one.id === 'africa' ? { ...one, active: false } : one,
      ),
      expected: { kind: 'needs-a-person', reason: MODERATION_REASONS.noPlace },
    },
    {
      name: 'a region nobody active covers needs a person',
      request: reading({ regionIds: ['r-americas'] }),
      expected: { kind: 'needs-a-person', reason: MODERATION_REASONS.nobodyCovers },
    },
    {
      name: 'an editor’s correction routes whatever the confidences',
      request: reading({ hasMessage: false, confidences: { places: 0.2 } }),
      corrected: true,
      expected: { kind: 'routed', specialistIds: ['ocean-b'] },
    },
    {
      name: 'an editor’s correction without a region still needs a region',
      request: reading({ regionIds: [] }),
      corrected: true,
      expected: { kind: 'needs-a-person', reason: MODERATION_REASONS.noPlace },
    },
  ];

  it.each(cases)('$name', ({ request, team = TEAM, corrected, expected }) => {
    expect(routeRequest(request, team, { corrected })).toEqual(expected);
  });

  it('shares a run of equal requests in turn between two specialists', () => {
    const team = [specialist('a', ['r-ocean']), specialist('b', ['r-ocean'])];
    const received: string[] = [];
    for (let turn = 0; turn < 6; turn += 1) {
      const outcome = routeRequest(reading(), team);
      if (outcome.kind !== 'routed') throw new Error('expected a routing');
      for (const id of outcome.specialistIds) {
        received.push(id);
        const chosen = team.find((member) => member.id === id);
        if (chosen) chosen.recentAssignments += 1;
      }
    }
    expect(received).toEqual(['a', 'b', 'a', 'b', 'a', 'b']);
  });
});

describe('routingReading', () => {
  const lanka: GazetteerPlace = {
    id: 'd-lanka',
    kind: 'destination',
    name: 'Sri Lanka',
    aliases: ['Ceylon'],
    regionIds: ['r-ocean'],
  };
  const maldives: GazetteerPlace = { ...lanka, id: 'd-maldives', name: 'The Maldives' };

  it('gathers the regions of every place once, the holiday types and each confidence', () => {
    expect(
      routingReading(
        {
          places: { value: [lanka, maldives], confidence: 0.9, evidence: 'Ceylon and Maldives' },
          nights: { value: 14, confidence: 0.85, evidence: 'two weeks' },
          holidayType: { value: ['honeymoons'], confidence: 0.9, evidence: 'honeymoon' },
        },
        true,
      ),
    ).toEqual({
      regionIds: ['r-ocean'],
      holidayTypes: ['honeymoons'],
      confidences: { places: 0.9, nights: 0.85, holidayType: 0.9 },
      hasMessage: true,
    });
  });

  it('reads nothing from nothing', () => {
    expect(routingReading({}, false)).toEqual({
      regionIds: [],
      holidayTypes: [],
      confidences: {},
      hasMessage: false,
    });
  });
});
