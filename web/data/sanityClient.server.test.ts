import { describe, expect, it } from 'vitest';
import { queryOptions } from './sanityClient.server.ts';

const ORIGIN = 'https://www.halcyonvale.example';
const reload = new Request(`${ORIGIN}/journeys/asia?lastLiveEventId=1842`);

describe('queryOptions', () => {
  it('hands the content API the live event a visitor’s reload names', () => {
    expect(queryOptions(reload, false)).toMatchObject({ lastLiveEventId: '1842' });
  });

  it.each([
    ['a visit no event prompted', new Request(`${ORIGIN}/journeys/asia`), false],
    ['an editor in draft mode, whose reads are never cached', reload, true],
    [
      'an id no event has',
      new Request(`${ORIGIN}/journeys/asia?lastLiveEventId=%3Cscript%3E`),
      false,
    ],
  ])('adds nothing for %s', (_case, request, editor) => {
    expect(queryOptions(request, editor)).not.toHaveProperty('lastLiveEventId');
  });

  it('always reads the whole answer, for its sync tags', () => {
    expect(queryOptions(reload, false).filterResponse).toBe(false);
  });
});
