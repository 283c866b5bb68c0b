/** "Route to specialists" against a real local lake, through the real @sanity/client. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLakeForTest, type TestLake } from '@halcyon/content-lake/testing';
import {
  manualRouting,
  SPECIALISTS_QUERY,
  type SpecialistContact,
} from '../../features/tripRequests/manualRouting.ts';
import { applyManualRouting } from './routeTripRequest.ts';

let lake: TestLake;

beforeAll(async () => {
  lake = await startLakeForTest();
});

afterAll(async () => {
  await lake.close();
});

const NOW = new Date('2026-11-26T10:00:00Z');
const ID = 'tripRequest.route-test-0123456789';

function waiting(regions: string[]) {
  return {
    _id: ID,
    _type: 'tripRequest',
    createdAt: NOW.toISOString(),
    state: 'needs-a-person',
    moderationReason: 'No place we could recognise with confidence.',
    name: 'Harriet Lowe',
    email: 'harriet@example.org',
    message: 'Somewhere warm with elephants.',
    extracted: {
      places: [],
      regions: regions.map((_ref) => ({ _key: _ref, _type: 'reference', _ref })),
    },
    routedTo: [],
    emails: [
      {
        _key: 'acknowledgement',
        _type: 'emailDelivery',
        kind: 'acknowledgement',
        to: 'harriet@example.org',
        state: 'sent',
        attempts: 1,
        nextAttemptAt: NOW.toISOString(),
      },
    ],
  };
}

describe('routing a trip request by hand in the local lake', () => {
  it('routes the corrected request once, queues the e-mails and clears the draft', async () => {
    const client = lake.client();
    await client
      .transaction()
      .createOrReplace({ _id: 'journeyRegion-africa', _type: 'journeyRegion', title: 'Africa' })
      .createOrReplace({
        _id: 'specialist-rupert',
        _type: 'travelSpecialist',
        name: 'Rupert',
        email: 'rupert@example.co.uk',
        regions: [{ _key: 'a', _type: 'reference', _ref: 'journeyRegion-africa' }],
      })
      .createOrReplace(waiting([]))
      // The editor's correction: the region the site could not read.
      .createOrReplace({ ...waiting(['journeyRegion-africa']), _id: `drafts.${ID}` })
      .commit({ visibility: 'sync' });

    const published = await client.getDocument(ID);
    const draft = await client.getDocument(`drafts.${ID}`);
    const specialists = await client.fetch<SpecialistContact[]>(SPECIALISTS_QUERY, {
      since: new Date(NOW.getTime() - 30 * 86_400_000).toISOString(),
    });
    const outcome = manualRouting(
      { state: draft?.state, extracted: draft?.extracted, emails: published?.emails },
      specialists,
      NOW,
    );
    expect(outcome.ok).toBe(true);
    if (!outcome.ok || !published || !draft) return;
    const target = {
      id: ID,
      rev: published._rev,
      draftId: draft._id,
      extracted: draft.extracted as object,
    };
    await applyManualRouting(client, target, outcome);

    const routed = await client.getDocument(ID);
    expect(routed).toMatchObject({
      state: 'routed',
      extracted: { regions: [{ _ref: 'journeyRegion-africa' }] },
      routedTo: [{ specialist: { _ref: 'specialist-rupert' }, routedAt: NOW.toISOString() }],
      emails: [
        { _key: 'acknowledgement', state: 'sent' },
        {
          _key: 'specialist-specialist-rupert',
          kind: 'specialist',
          to: 'rupert@example.co.uk',
          state: 'pending',
          nextAttemptAt: NOW.toISOString(),
        },
      ],
    });
    expect(routed?.moderationReason).toBeUndefined();
    expect(await client.getDocument(`drafts.${ID}`)).toBeUndefined();

    // A second click on what the editor saw before changes nothing: the revision has moved on.
    await expect(applyManualRouting(client, target, outcome)).rejects.toThrow();
    expect((await client.getDocument(ID))?.emails).toHaveLength(2);
  });
});
