/**
 * Retention, erasure and export against a real local lake through the real @sanity/client, and
 * the proof that deletion is real: the history API (read with the token) and the database file
 * keep nothing of a deleted enquiry's personal data.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startLakeForTest, type TestLake } from '@halcyon/content-lake/testing';
import {
  exportPersonalData,
  exportSummary,
  erasePersonalData,
  runRetention,
} from './personalData.ts';

let lake: TestLake;

beforeEach(async () => {
  lake = await startLakeForTest();
});

afterEach(async () => {
  await lake.close();
});

const NOW = new Date('2026-11-25T22:00:00.000Z');

function enquiry(id: string, fields: Record<string, unknown>) {
  return {
    _id: id,
    _type: 'enquiry',
    status: 'new',
    formKind: 'callback',
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.org',
    phone: '07700 900123',
    consent: true,
    ...fields,
  };
}

async function ids(): Promise<string[]> {
  return lake
    .client()
    .fetch<string[]>('*[_type == "enquiry"]._id | order(@ asc)', {}, { perspective: 'raw' });
}

/** Everything the history API serves about these documents, as one text. */
async function historyText(documentIds: string[]): Promise<string> {
  const list = documentIds.join(',');
  const get = async (url: string) => {
    const response = await fetch(`${lake.origin}/v2025-02-19${url}`, {
      headers: { authorization: `Bearer ${lake.token}` },
    });
    expect(response.status).toBe(200);
    return response.text();
  };
  return [
    await get(`/data/history/test/transactions/${list}`),
    await get(`/data/history/test/documents/${list}?lastRevision=true`),
    await get(`/data/history/test/documents/${list}?time=${encodeURIComponent(NOW.toISOString())}`),
    ...(await Promise.all(
      documentIds.map((id) => get(`/data/history/test/events/documents/${id}?limit=100`)),
    )),
  ].join('\n');
}

/** The lake's database files as they lie on disk. */
function databaseBytes(): string {
  return readdirSync(lake.dataDir)
    .filter((name) => name.startsWith('lake.sqlite'))
    .map((name) => readFileSync(path.join(lake.dataDir, name)).toString('latin1'))
    .join('');
}

describe('retention', () => {
  it('deletes an enquiry two years and a day old that led to no booking, and keeps a day younger, a booked one and other people', async () => {
    await lake
      .client()
      .transaction()
      .createOrReplace({ _id: 'siteSettings', _type: 'siteSettings', enquiryRetentionMonths: 24 })
      .create(enquiry('enquiry.old', { createdAt: '2024-11-24T22:00:00.000Z' }))
      .create(enquiry('enquiry.edge', { createdAt: '2024-11-25T22:00:00.000Z' }))
      .create(
        enquiry('enquiry.booked', { createdAt: '2020-01-01T00:00:00.000Z', status: 'booked' }),
      )
      .create(enquiry('drafts.enquiry.old', { createdAt: '2024-11-24T22:00:00.000Z' }))
      .commit();

    const report = await runRetention(lake.client(), { now: NOW });

    expect(report).toEqual({
      months: 24,
      cutoff: '2024-11-25T22:00:00.000Z',
      deleted: ['drafts.enquiry.old', 'enquiry.old'],
    });
    expect(await ids()).toEqual(['enquiry.booked', 'enquiry.edge']);
    expect(await historyText(['enquiry.old', 'drafts.enquiry.old'])).not.toContain('Lovelace');
  });

  it('reads the period from site settings', async () => {
    await lake
      .client()
      .transaction()
      .createOrReplace({ _id: 'siteSettings', _type: 'siteSettings', enquiryRetentionMonths: 6 })
      .create(enquiry('enquiry.spring', { createdAt: '2026-05-24T12:00:00.000Z' }))
      .create(enquiry('enquiry.summer', { createdAt: '2026-05-26T12:00:00.000Z' }))
      .commit();

    const dryRun = await runRetention(lake.client(), { now: NOW, dryRun: true });
    expect(dryRun.deleted).toEqual(['enquiry.spring']);
    expect(await ids()).toEqual(['enquiry.spring', 'enquiry.summer']);

    await runRetention(lake.client(), { now: NOW });
    expect(await ids()).toEqual(['enquiry.summer']);
  });
});

describe('a person’s data', () => {
  beforeEach(async () => {
    const client = lake.client();
    await client.create(enquiry('enquiry.first', { createdAt: '2026-01-10T09:00:00.000Z' }));
    // An editor's work on it: a status, notes that name the visitor, a draft.
    await client
      .patch('enquiry.first')
      .set({ status: 'contacted', internalNotes: 'Rang Ada Lovelace back' })
      .commit();
    await client.create(
      enquiry('drafts.enquiry.first', { status: 'closed', createdAt: '2026-01-10T09:00:00.000Z' }),
    );
    await client.create(
      enquiry('enquiry.second', {
        email: 'ADA@Example.org',
        notes: 'Kenya in October',
        createdAt: '2026-03-02T09:00:00.000Z',
      }),
    );
    await client.create(
      enquiry('enquiry.other', {
        firstName: 'Grace',
        lastName: 'Hopper',
        email: 'grace@example.org',
        createdAt: '2026-02-01T09:00:00.000Z',
      }),
    );
  });

  it('exports every enquiry with the address, whatever its case, with all its fields', async () => {
    const exported = await exportPersonalData(lake.client(), ' Ada@Example.ORG ', NOW);

    expect(exported.email).toBe('ada@example.org');
    expect(exported.exportedAt).toBe(NOW.toISOString());
    expect(exported.enquiries.map((found) => found._id).sort()).toEqual([
      'drafts.enquiry.first',
      'enquiry.first',
      'enquiry.second',
    ]);
    expect(exported.enquiries.find((found) => found._id === 'enquiry.second')).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      phone: '07700 900123',
      notes: 'Kenya in October',
    });
    expect(JSON.stringify(exported)).not.toContain('Hopper');
  });

  it('exports the trip requests sent with the address and the recordings they hold', async () => {
    const client = lake.client();
    const recording = await client.assets.upload('file', Buffer.from('RIFF a voice note'), {
      contentType: 'audio/wav',
      filename: 'our-trip.wav',
    });
    await client.create({
      _id: 'tripRequest.voice',
      _type: 'tripRequest',
      name: 'Ada Lovelace',
      email: 'Ada@example.org',
      message: 'Somewhere warm in February',
      recording: { _type: 'file', asset: { _type: 'reference', _ref: recording._id } },
    });
    await client.create({
      _id: 'tripRequest.other',
      _type: 'tripRequest',
      name: 'Grace Hopper',
      email: 'grace@example.org',
    });

    const exported = await exportPersonalData(client, 'ada@example.org', NOW);

    expect(exported.tripRequests.map((found) => found._id)).toEqual(['tripRequest.voice']);
    expect(exported.tripRequests[0]).toMatchObject({ message: 'Somewhere warm in February' });
    expect(exported.recordings).toEqual([
      expect.objectContaining({
        _id: recording._id,
        originalFilename: 'our-trip.wav',
        mimeType: 'audio/wav',
        url: expect.stringContaining('/files/') as unknown,
      }),
    ]);
    expect(exportSummary(exported)).toBe(
      'Exported 2 enquiries, 1 trip request and 1 recording for ada@example.org.',
    );
  });

  it('refuses what is not an e-mail address', async () => {
    await expect(exportPersonalData(lake.client(), '*')).rejects.toThrow(/not an e-mail/);
    await expect(erasePersonalData(lake.client(), '')).rejects.toThrow(/not an e-mail/);
  });

  it('erases them so that neither the history API nor the database file keeps the name or address', async () => {
    const erased = ['drafts.enquiry.first', 'enquiry.first', 'enquiry.second'];
    const before = await historyText(erased);
    // The check can fail: before erasure, the history serves the personal data.
    expect(before).toContain('ada@example.org');
    expect(before).toContain('Lovelace');

    expect((await erasePersonalData(lake.client(), 'ada@example.org')).sort()).toEqual(erased);

    expect(await ids()).toEqual(['enquiry.other']);
    const after = await historyText(erased);
    for (const personal of [
      'ada@example.org',
      'ADA@Example.org',
      'Ada',
      'Lovelace',
      '07700 900123',
      'Kenya',
    ]) {
      expect(after).not.toContain(personal);
    }
    // The timeline keeps its shape: the same transactions, by id, type and time, and the erasure.
    expect(after).toContain('"_type":"enquiry"');
    const transactions = (text: string) => text.match(/"id":"[^"]+","timestamp"/g)?.length ?? 0;
    expect(transactions(after)).toBe(transactions(before) + 1);

    const file = databaseBytes();
    expect(file).not.toContain('Lovelace');
    expect(file).not.toContain('ada@example.org');
    // Another person's enquiry is untouched.
    expect(file).toContain('Hopper');
  });
});
