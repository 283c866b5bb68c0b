import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLakeForTest, type TestLake } from './testing.ts';

let lake: TestLake;
beforeAll(async () => {
  lake = await startLakeForTest();
});
afterAll(() => lake.close());

const eventsUrl = (query = '') => `${lake.origin}/v2025-02-19/data/live/events/test${query}`;

/** The first event of the stream, then the connection is closed. */
async function firstEvent(response: Response): Promise<string> {
  const reader = response.body?.getReader();
  if (!reader) throw new Error('no body');
  const { value } = await reader.read();
  await reader.cancel();
  return new TextDecoder().decode(value);
}

describe('live content events', () => {
  it.each([
    ['published documents, without a token', '', undefined],
    ['drafts, with a token', '?includeDrafts=true', true],
  ])('welcomes a stream of %s', async (_name, query, withToken) => {
    const response = await fetch(eventsUrl(query), {
      headers: withToken ? { authorization: `Bearer ${lake.token}` } : {},
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    expect(await firstEvent(response)).toBe('event: welcome\ndata: {}\n\n');
  });

  it('refuses events for drafts without a token', async () => {
    const response = await fetch(eventsUrl('?includeDrafts=true'));
    expect(response.status).toBe(401);
    await response.body?.cancel();
  });
});
