/**
 * Erasure and retention take a person's recording with them (decision 094): against a real
 * local lake with the site's privacy rules, after `erasePersonalData` the data folder, the
 * history API and the listener's replay hold nothing of the person (name, file name, address,
 * bytes), the file's address answers 404 even to the token, and a recording another request
 * still holds is kept, so no request is left pointing at nothing.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startLakeForTest, type TestLake } from '@halcyon/content-lake/testing';
import { lakePrivacyRules } from './privateTypes.ts';
import { erasePersonalData, runRetention } from './personalData.ts';
import { silentWav } from '../../tests/tripRequests/silentWav.ts';

let lake: TestLake;

beforeEach(async () => {
  lake = await startLakeForTest({ ...lakePrivacyRules, queries: 'inline' });
});
afterEach(async () => {
  await lake.close();
});

async function upload(bytes: Buffer, filename: string) {
  return lake.client().assets.upload('file', bytes, { filename, contentType: 'audio/wav' });
}

function tripRequest(id: string, email: string, asset: string, createdAt = '2026-11-20T10:00:00Z') {
  return {
    _id: id,
    _type: 'tripRequest',
    name: email.split('@')[0],
    email,
    message: '',
    createdAt,
    state: 'needs-a-person',
    recording: { _type: 'file', asset: { _type: 'reference', _ref: asset } },
  };
}

/** Every file under the data folder, as one text (bytes read as latin1). */
function dataFolderText(folder = lake.dataDir): string {
  return readdirSync(folder)
    .map((name) => path.join(folder, name))
    .map((file) =>
      statSync(file).isDirectory() ? dataFolderText(file) : readFileSync(file).toString('latin1'),
    )
    .join('\n');
}

const api = (url: string) =>
  fetch(`${lake.origin}/v2025-02-19${url}`, { headers: { authorization: `Bearer ${lake.token}` } });

/** What a token listener replays from the start of the log. */
async function replayText(): Promise<string> {
  const controller = new AbortController();
  const response = await fetch(
    `${lake.origin}/v2025-02-19/data/listen/test?query=*&includeResult=true&includePreviousRevision=true&includeMutations=true&enableResume=true`,
    {
      headers: { authorization: `Bearer ${lake.token}`, 'last-event-id': '0#0' },
      signal: controller.signal,
    },
  );
  if (!response.body) throw new Error('The listener answered without a stream');
  const reader = response.body.getReader();
  let text = '';
  const deadline = Date.now() + 800;
  while (Date.now() < deadline) {
    const chunk = await Promise.race([
      reader.read(),
      new Promise<undefined>((resolve) =>
        setTimeout(() => resolve(undefined), deadline - Date.now()),
      ),
    ]);
    if (!chunk || chunk.done) break;
    text += new TextDecoder().decode(chunk.value);
  }
  controller.abort();
  return text;
}

describe('erasing a person with a recording', () => {
  it('leaves nothing of it in the data folder, history or replay, and its address answers 404', async () => {
    const bytes = silentWav('jane-unique-tail-7d41');
    const asset = await upload(bytes, 'Jane Smith voice note.wav');
    await lake.client().create(tripRequest('tripRequest.jane-one', 'jane@example.org', asset._id));
    const stored = path.join(lake.dataDir, 'assets', 'test', `${asset.sha1hash}.wav`);
    expect(existsSync(stored)).toBe(true);
    expect(
      (await fetch(asset.url, { headers: { authorization: `Bearer ${lake.token}` } })).status,
    ).toBe(200);

    // The replay does carry names while they are there: its silence after is a finding.
    expect(await replayText()).toContain('Jane Smith');

    const erased = await erasePersonalData(lake.client(), 'Jane@Example.org');
    expect(erased).toEqual(['tripRequest.jane-one', asset._id]);

    expect(existsSync(stored)).toBe(false);
    expect(
      (await fetch(asset.url, { headers: { authorization: `Bearer ${lake.token}` } })).status,
    ).toBe(404);
    const history = [
      await (await api(`/data/history/test/transactions/${asset._id},tripRequest.jane-one`)).text(),
      await (await api(`/data/history/test/documents/${asset._id}?lastRevision=true`)).text(),
    ].join('\n');
    const replay = await replayText();
    expect(replay).toContain('welcomeback');
    for (const trace of ['Jane Smith', 'jane@example.org', asset.url, asset.path as string]) {
      expect(history).not.toContain(trace);
      expect(replay).not.toContain(trace);
      expect(dataFolderText()).not.toContain(trace);
    }
    expect(dataFolderText()).not.toContain('jane-unique-tail-7d41');
  });

  it('keeps a recording another request holds, so no request points at nothing', async () => {
    const shared = await upload(silentWav('the-same-bytes-twice'), 'recording.wav');
    await lake
      .client()
      .transaction()
      .create(tripRequest('tripRequest.jane-two', 'jane@example.org', shared._id))
      .create(tripRequest('tripRequest.bob', 'bob@example.org', shared._id))
      .commit();

    const erased = await erasePersonalData(lake.client(), 'jane@example.org');
    expect(erased).toEqual(['tripRequest.jane-two']);
    const bob = await lake
      .client()
      .fetch<{ asset: string | null }>(
        '*[_id == "tripRequest.bob"][0]{"asset": recording.asset->_id}',
      );
    expect(bob.asset).toBe(shared._id);
    expect(
      (await fetch(shared.url, { headers: { authorization: `Bearer ${lake.token}` } })).status,
    ).toBe(200);

    expect(await erasePersonalData(lake.client(), 'bob@example.org')).toEqual([
      'tripRequest.bob',
      shared._id,
    ]);
    expect(
      (await fetch(shared.url, { headers: { authorization: `Bearer ${lake.token}` } })).status,
    ).toBe(404);
  });
});

describe('retention of a request with a recording', () => {
  it('deletes the recording bytes with the request', async () => {
    const asset = await upload(silentWav('old-request-tail'), 'recording.wav');
    await lake
      .client()
      .create(tripRequest('tripRequest.old', 'old@example.org', asset._id, '2020-01-01T00:00:00Z'));
    const stored = path.join(lake.dataDir, 'assets', 'test', `${asset.sha1hash}.wav`);
    const report = await runRetention(lake.client(), { now: new Date('2026-11-25T00:00:00Z') });
    expect(report.deleted).toEqual(['tripRequest.old', asset._id]);
    expect(existsSync(stored)).toBe(false);
  });
});
