/** The host's daily retention run, against a real lake. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startLakeForTest, type TestLake } from '@halcyon/content-lake/testing';
import { retentionSummary } from '../features/privacy/personalData.ts';
import { startRetentionJob } from './retentionJob.ts';

let lake: TestLake;

beforeEach(async () => {
  lake = await startLakeForTest();
});

afterEach(async () => {
  await lake.close();
});

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

describe('startRetentionJob', () => {
  it('deletes expired enquiries on its first run and again on the next', async () => {
    const client = lake.client();
    await client
      .transaction()
      .create({ _id: 'enquiry.old', _type: 'enquiry', status: 'new', createdAt: daysAgo(800) })
      .create({ _id: 'enquiry.young', _type: 'enquiry', status: 'new', createdAt: daysAgo(10) })
      .commit();
    const lines: string[] = [];
    /** Runs that deleted one enquiry, before the one awaited. */
    let before = 0;
    const deletedOne = () =>
      vi.waitFor(
        () => expect(lines.filter((line) => line.includes(' 1 enquiry '))).toHaveLength(1 + before),
        {
          timeout: 10_000,
        },
      );
    // Short periods stand for the minute and the day; the test waits for what the runs did.
    const stop = startRetentionJob({
      withClient: (work) => work(client),
      log: (line) => lines.push(line),
      firstRunMs: 0,
      intervalMs: 100,
    });

    await deletedOne();
    expect(lines[0]).toMatch(/^retention {5}1 enquiry past 24 months deleted/);
    expect(await client.fetch('*[_type == "enquiry"]._id')).toEqual(['enquiry.young']);

    before = 1;
    await client.create({
      _id: 'enquiry.later',
      _type: 'enquiry',
      status: 'closed',
      createdAt: daysAgo(900),
    });
    await deletedOne();
    stop();
    expect(await client.fetch('*[_type == "enquiry"]._id')).toEqual(['enquiry.young']);
  });

  it('logs a failed run and keeps going', async () => {
    const lines: string[] = [];
    const stop = startRetentionJob({
      withClient: () => Promise.reject(new Error('lake unreachable')),
      log: (line) => lines.push(line),
      firstRunMs: 0,
      intervalMs: 20,
    });
    await vi.waitFor(() => expect(lines.length).toBeGreaterThanOrEqual(2));
    stop();
    expect(new Set(lines)).toEqual(new Set(['retention     failed: lake unreachable']));
  });
});

describe('retentionSummary', () => {
  it.each([
    [[], 'no enquiries past 24 months deleted'],
    [['enquiry.a'], '1 enquiry past 24 months deleted'],
    [['enquiry.a', 'enquiry.b'], '2 enquiries past 24 months deleted'],
  ])('%j', (deleted, text) => {
    expect(retentionSummary({ months: 24, cutoff: '2024-11-25T00:00:00.000Z', deleted })).toBe(
      `${text} (sent before 2024-11-25T00:00:00.000Z)`,
    );
  });
});
