/**
 * A specialist's public profile is public; their private record (e-mail address, routing, away
 * status) is not (decision 111): through the lake's real HTTP surface with the host's own rules,
 * an anonymous query, fetch, dereference, export and listener see the profile and nothing of the
 * private record, while the server token reads both.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLakeForTest, type TestLake } from '@halcyon/content-lake/testing';
import { siteLakeRules } from './lakeRules.ts';

let lake: TestLake;

beforeAll(async () => {
  lake = await startLakeForTest({ ...siteLakeRules, queries: 'inline' });
});
afterAll(async () => {
  await lake.close();
});

const api = (path: string) => `${lake.origin}/v2025-02-19${path}`;
const SECRET = 'amelia.private@example.co.uk';

/** A listener's text until `until` appears or 1.5 s pass. */
async function listenFor(url: string, until: string): Promise<string> {
  const controller = new AbortController();
  const response = await fetch(url, { signal: controller.signal });
  if (!response.body) throw new Error('The listener answered without a stream');
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  const deadline = Date.now() + 1500;
  try {
    while (!text.includes(until) && Date.now() < deadline) {
      const chunk = await Promise.race([
        reader.read(),
        new Promise<undefined>((resolve) =>
          setTimeout(() => resolve(undefined), deadline - Date.now()),
        ),
      ]);
      if (!chunk || chunk.done) break;
      text += decoder.decode(chunk.value);
    }
  } finally {
    controller.abort();
  }
  return text;
}

describe('a specialist, asked for anonymously', () => {
  it('shows the public profile and nothing of the private record', async () => {
    const live = listenFor(
      api(`/data/listen/test?query=${encodeURIComponent('*')}&includeResult=true`),
      'Amelia Crane',
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    await lake
      .client()
      .transaction()
      .createOrReplace({
        _id: 'travelSpecialist-amelia',
        _type: 'travelSpecialist',
        name: 'Amelia Crane',
        email: SECRET,
        active: false,
        profile: { _type: 'reference', _ref: 'specialistProfile-amelia' },
      })
      .createOrReplace({
        _id: 'specialistProfile-amelia',
        _type: 'specialistProfile',
        name: 'Amelia Crane',
        slug: { _type: 'slug', current: 'amelia-crane' },
      })
      .commit();
    const heard = await live;
    expect(heard).toContain('specialistProfile-amelia');
    expect(heard).not.toContain(SECRET);
    expect(heard).not.toContain('travelSpecialist-amelia');

    const anonymous = lake.client({ withToken: false });
    expect(await anonymous.fetch('*[_type == "specialistProfile"].name')).toEqual(['Amelia Crane']);
    expect(await anonymous.fetch('*[_type == "travelSpecialist"]')).toEqual([]);
    expect(await anonymous.getDocument('travelSpecialist-amelia')).toBeUndefined();
    // Reached from the public profile, by reference or by search, it is still not there.
    expect(
      await anonymous.fetch(
        '*[_id == "specialistProfile-amelia"][0]{"private": *[references(^._id)]{email, active}}',
      ),
    ).toEqual({ private: [] });
    expect(JSON.stringify(await anonymous.fetch('*'))).not.toContain(SECRET);

    const exported = await (await fetch(api('/data/export/test'))).text();
    expect(exported).toContain('specialistProfile-amelia');
    expect(exported).not.toContain(SECRET);

    // The server token, which routes requests, reads it.
    expect(await lake.client().fetch('*[_id == "travelSpecialist-amelia"][0].email')).toBe(SECRET);
  });
});
