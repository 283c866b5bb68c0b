import { describe, expect, it } from 'vitest';
import {
  manualRouting,
  MANUAL_ROUTING_REASONS,
  routableReason,
  type RoutableRequest,
  type SpecialistContact,
} from './manualRouting.ts';

const NOW = new Date('2026-11-26T10:00:00Z');

function specialist(
  id: string,
  regionIds: string[],
  more: Partial<SpecialistContact> = {},
): SpecialistContact {
  return {
    id,
    name: id,
    email: `${id}@example.co.uk`,
    regionIds,
    holidayTypes: [],
    active: true,
    recentAssignments: 0,
    ...more,
  };
}

const TEAM = [
  specialist('amara', ['africa'], { holidayTypes: ['safaris'], recentAssignments: 3 }),
  specialist('ben', ['africa'], { recentAssignments: 1 }),
  specialist('chloe', ['asia']),
  specialist('dev', ['indian-ocean'], { active: false }),
  specialist('eve', ['latin-america'], { email: ' ' }),
];

const regions = (...ids: string[]) => ids.map((_ref) => ({ _ref }));

function waiting(more: Partial<RoutableRequest> = {}): RoutableRequest {
  return {
    state: 'needs-a-person',
    extracted: { regions: regions('africa') },
    emails: [{ _key: 'acknowledgement' }, { _key: 'team' }],
    ...more,
  };
}

describe('routing a checked trip request by hand', () => {
  it.each<[string, RoutableRequest, string[] | string]>([
    ['fewest recent requests when no holiday type is named', waiting(), ['ben']],
    [
      'the specialist for the corrected holiday type first',
      waiting({ extracted: { regions: regions('africa'), holidayTypes: ['safaris'] } }),
      ['amara'],
    ],
    [
      'one specialist for each region chosen',
      waiting({ extracted: { regions: regions('africa', 'asia') } }),
      ['ben', 'chloe'],
    ],
    [
      'a region nobody active covers is passed over when another is covered',
      waiting({ extracted: { regions: regions('indian-ocean', 'asia') } }),
      ['chloe'],
    ],
    ['no region chosen', waiting({ extracted: {} }), MANUAL_ROUTING_REASONS.nothingChosen],
    [
      'a region without an id',
      waiting({ extracted: { regions: [{}] } }),
      MANUAL_ROUTING_REASONS.nothingChosen,
    ],
    ['already routed', waiting({ state: 'routed' }), MANUAL_ROUTING_REASONS.notWaiting],
    ['closed', waiting({ state: 'closed' }), MANUAL_ROUTING_REASONS.notWaiting],
    [
      'only an inactive specialist covers it',
      waiting({ extracted: { regions: regions('indian-ocean') } }),
      MANUAL_ROUTING_REASONS.nobodyCovers,
    ],
    [
      'the specialist the visitor asked for, over the corrected region',
      waiting({ askedFor: { _ref: 'chloe' } }),
      ['chloe'],
    ],
    [
      'the specialist asked for, with no region chosen',
      waiting({ askedFor: { _ref: 'chloe' }, extracted: {} }),
      ['chloe'],
    ],
    [
      'a colleague covering the corrected region while the one asked for is away',
      waiting({ askedFor: { _ref: 'dev' } }),
      ['ben'],
    ],
    [
      'the one who covers it has no address',
      waiting({ extracted: { regions: regions('latin-america') } }),
      MANUAL_ROUTING_REASONS.noAddress,
    ],
  ])('%s', (_name, request, expected) => {
    const outcome = manualRouting(request, TEAM, NOW);
    if (typeof expected === 'string') {
      expect(outcome).toEqual({ ok: false, reason: expected });
    } else {
      expect(outcome.ok && outcome.specialists.map((one) => one.id)).toEqual(expected);
    }
  });

  it('sets routed, whom and when, clears the reason and queues one e-mail per specialist', () => {
    const outcome = manualRouting(
      waiting({ extracted: { regions: regions('africa', 'asia') } }),
      TEAM,
      NOW,
    );
    expect(outcome).toEqual({
      ok: true,
      specialists: [TEAM[1], TEAM[2]],
      set: {
        state: 'routed',
        routedTo: ['ben', 'chloe'].map((id) => ({
          _key: id,
          _type: 'routing',
          specialist: { _type: 'reference', _ref: id },
          name: id,
          routedAt: NOW.toISOString(),
        })),
      },
      unset: ['moderationReason'],
      emails: ['ben', 'chloe'].map((id) => ({
        _key: `specialist-${id}`,
        _type: 'emailDelivery',
        kind: 'specialist',
        to: `${id}@example.co.uk`,
        specialist: { _type: 'reference', _ref: id },
        state: 'pending',
        attempts: 0,
        nextAttemptAt: NOW.toISOString(),
      })),
    });
  });

  it('keeps the name and public profile of whom it went to, for the notices that follow', () => {
    const withProfile = specialist('chloe', ['asia'], { profileId: 'specialistProfile-chloe' });
    const outcome = manualRouting(
      waiting({ extracted: { regions: regions('asia') } }),
      [withProfile],
      NOW,
    );
    expect(outcome.ok && outcome.set.routedTo).toEqual([
      {
        _key: 'chloe',
        _type: 'routing',
        specialist: { _type: 'reference', _ref: 'chloe' },
        name: 'chloe',
        profile: { _type: 'reference', _ref: 'specialistProfile-chloe' },
        routedAt: NOW.toISOString(),
      },
    ]);
  });

  it('never queues an e-mail the request already owes or has sent', () => {
    const outcome = manualRouting(
      waiting({ emails: [{ _key: 'acknowledgement' }, { _key: 'specialist-ben' }] }),
      TEAM,
      NOW,
    );
    expect(outcome.ok && outcome.emails).toEqual([]);
  });

  it('says before reading the specialists whether there is anything to route', () => {
    expect(routableReason(waiting())).toBeUndefined();
    expect(routableReason(waiting({ extracted: { regions: [] } }))).toBe(
      MANUAL_ROUTING_REASONS.nothingChosen,
    );
    expect(
      routableReason(waiting({ askedFor: { _ref: 'chloe' }, extracted: { regions: [] } })),
    ).toBeUndefined();
  });
});
