/**
 * A visitor's recording is reachable by a signed-in editor only (decision 094): through the
 * lake's real HTTP surface with the host's own rules, an anonymous listing, fetch, export and
 * listener hold nothing of it, while an editor (bearer token, or the session cookie a media
 * element sends) gets the file, never cacheable and as an attachment.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLakeForTest, type TestLake } from '@halcyon/content-lake/testing';
import { siteLakeRules } from './lakeRules.ts';
import { silentWav } from '../tests/tripRequests/silentWav.ts';

let lake: TestLake;

beforeAll(async () => {
  lake = await startLakeForTest({
    ...siteLakeRules,
    queries: 'inline',
    signIn: { enabled: true, trustProxy: 0 },
  });
});
afterAll(async () => {
  await lake.close();
});

const api = (path: string) => `${lake.origin}/v2025-02-19${path}`;
const bearer = () => ({ authorization: `Bearer ${lake.token}` });

/** The first events of a listener, read until `until` appears in the text or time runs out. */
async function listenFor(url: string, headers: Record<string, string>, until: string) {
  const controller = new AbortController();
  const response = await fetch(url, { headers, signal: controller.signal });
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

describe('a recording, asked for anonymously', () => {
  it('is listed by no query, served by no address, exported and told to no listener', async () => {
    // A listener without a token opens before the upload: a new recording is not pushed live.
    const live = listenFor(
      api(`/data/listen/test?query=${encodeURIComponent('*')}&includeResult=true`),
      {},
      'Jane Smith',
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    const asset = await lake.client().assets.upload('file', silentWav('listing'), {
      filename: 'Jane Smith voice note.wav',
      contentType: 'audio/wav',
    });
    // A public document changes too, so the listener has something it may hear.
    await lake.client().createOrReplace({ _id: 'journey-after', _type: 'journey' });
    const heard = await live;
    expect(heard).toContain('journey-after');
    expect(heard).not.toContain(asset._id);
    expect(heard).not.toContain('Jane Smith');

    const anonymous = lake.client({ withToken: false });
    expect(await anonymous.fetch('*[_type == "sanity.fileAsset"]{originalFilename, url}')).toEqual(
      [],
    );
    expect(await anonymous.getDocument(asset._id)).toBeUndefined();

    const file = await fetch(asset.url);
    expect(file.status).toBe(404);
    expect(await file.text()).not.toContain('RIFF');

    const exported = await fetch(api('/data/export/test?types=sanity.fileAsset'));
    expect(exported.status).toBe(200);
    expect(await exported.text()).toBe('');

    // Replay from the start of the log (Last-Event-ID) holds nothing of it either, though the
    // same replay to an editor does.
    const replayUrl = api(
      `/data/listen/test?query=${encodeURIComponent('*')}&includeResult=true&enableResume=true`,
    );
    expect(
      await listenFor(replayUrl, { 'last-event-id': '0#0', ...bearer() }, 'Jane Smith'),
    ).toContain('Jane Smith');
    const replay = await listenFor(replayUrl, { 'last-event-id': '0#0' }, 'journey-after');
    expect(replay).toContain('journey-after');
    expect(replay).not.toContain(asset._id);
    expect(replay).not.toContain('Jane Smith');
  });
});

describe('a recording, asked for by a signed-in editor', () => {
  it('is served with the token, never cached, as an attachment', async () => {
    const bytes = silentWav('editor');
    const asset = await lake.client().assets.upload('file', bytes, {
      filename: 'recording.wav',
      contentType: 'audio/wav',
    });
    const file = await fetch(asset.url, { headers: bearer() });
    expect(file.status).toBe(200);
    expect(file.headers.get('cache-control')).toBe('private, no-store');
    expect(file.headers.get('content-disposition')).toMatch(
      /^attachment; filename="[0-9a-f]+\.wav"$/,
    );
    expect(file.headers.get('content-type')).toBe('audio/wav');
    expect(Buffer.from(await file.arrayBuffer()).equals(bytes)).toBe(true);
    expect(await lake.client().getDocument(asset._id)).toMatchObject({ _type: 'sanity.fileAsset' });
  });

  it('is served to the session cookie a signed-in Studio holds, and to no stale one', async () => {
    const asset = await lake.client().assets.upload('file', silentWav('cookie'), {
      filename: 'recording.wav',
      contentType: 'audio/wav',
    });
    // The Studio's own sign-in: a code, the sign-in page's cookie, then the exchange.
    const { code } = (await (
      await fetch(api('/auth/login/local/codes'), { method: 'POST', headers: bearer() })
    ).json()) as { code: string };
    const studio = `${lake.origin}/studio`;
    const signIn = await fetch(
      api(`/auth/login/local?${new URLSearchParams({ origin: studio, code }).toString()}`),
      { redirect: 'manual' },
    );
    const sid = new URL(signIn.headers.get('location') ?? '').hash.replace('#sid=', '');
    const binding = signIn.headers.getSetCookie()[0]?.split(';')[0] ?? '';
    const exchange = await fetch(api(`/auth/fetch?sid=${sid}`), { headers: { cookie: binding } });
    expect(exchange.status).toBe(200);
    const filesCookie = exchange.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith('lake-editor-files='));
    expect(filesCookie).toMatch(/HttpOnly/);
    expect(filesCookie).toMatch(/Path=\/files\//);
    expect(filesCookie).toMatch(/SameSite=Strict/);
    const token = filesCookie?.split(';')[0]?.split('=')[1] ?? '';

    const withCookie = await fetch(asset.url, {
      headers: { cookie: `lake-editor-files=${token}` },
    });
    expect(withCookie.status).toBe(200);
    expect(withCookie.headers.get('cache-control')).toBe('private, no-store');

    const stale = await fetch(asset.url, { headers: { cookie: 'lake-editor-files=sess-unknown' } });
    expect(stale.status).toBe(404);
  });
});

describe('a recording listed by an export read with the token', () => {
  it('is downloadable under its signed address, and not once the address is altered', async () => {
    const asset = await lake.client().assets.upload('file', silentWav('export'), {
      filename: 'recording.wav',
      contentType: 'audio/wav',
    });
    const exported = await fetch(api('/data/export/test?types=sanity.fileAsset'), {
      headers: bearer(),
    });
    const listed = (await exported.text())
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { _id: string; url: string })
      .find((doc) => doc._id === asset._id);
    expect(listed?.url).toMatch(/[?&]sig=/);
    const signed = await fetch(listed?.url ?? '');
    expect(signed.status).toBe(200);
    expect(signed.headers.get('cache-control')).toBe('private, no-store');
    const altered = new URL(listed?.url ?? '');
    altered.searchParams.set('exp', String(Number(altered.searchParams.get('exp')) + 60));
    expect((await fetch(altered)).status).toBe(404);
  });
});
