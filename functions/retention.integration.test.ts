/** The scheduled retention function against a real local lake, through the real @sanity/client. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLakeForTest, type TestLake } from '@halcyon/content-lake/testing';
import { config } from './netlify/retention.ts';
import { createRetentionHandler } from './retention.ts';

let lake: TestLake;

beforeAll(async () => {
  lake = await startLakeForTest();
});

afterAll(async () => {
  await lake.close();
});

const DAY = 86_400_000;

describe('the retention function', () => {
  it('runs daily on Netlify', () => {
    expect(config).toEqual({ schedule: '@daily' });
  });

  it('deletes the enquiries past the period and answers how many', async () => {
    const client = lake.client();
    const now = Date.now();
    await client
      .transaction()
      .createOrReplace({ _id: 'siteSettings', _type: 'siteSettings', enquiryRetentionMonths: 1 })
      .create({
        _id: 'enquiry.old',
        _type: 'enquiry',
        status: 'closed',
        createdAt: new Date(now - 40 * DAY).toISOString(),
      })
      .create({
        _id: 'enquiry.young',
        _type: 'enquiry',
        status: 'new',
        createdAt: new Date(now - 20 * DAY).toISOString(),
      })
      .commit();
    const lines: string[] = [];

    const response = await createRetentionHandler({
      client: () => client,
      log: (line) => lines.push(line),
    })();

    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ deleted: 1 });
    expect(await client.fetch('*[_type == "enquiry"]._id')).toEqual(['enquiry.young']);
    expect(lines).toEqual([expect.stringMatching(/^retention: 1 enquiry past 1 months deleted/)]);
  });

  it('fails loudly without a token', async () => {
    const lines: string[] = [];
    const response = await createRetentionHandler({
      client: () => undefined,
      log: (line) => lines.push(line),
    })();
    expect(response.status).toBe(503);
    expect(lines).toEqual([expect.stringContaining('SANITY_ENQUIRY_TOKEN')]);
  });
});
