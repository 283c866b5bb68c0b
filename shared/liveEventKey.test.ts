import { describe, expect, it } from 'vitest';
import { keyedByLiveEvent, liveEventIdOf } from './liveEventKey.ts';

const ORIGIN = 'https://www.halcyonvale.example';

describe('keyedByLiveEvent', () => {
  it('keys this site’s route data by the event, keeping what React Router asked for', () => {
    const keyed = keyedByLiveEvent(
      new URL('/journeys/asia.data?_routes=root,routes/journeys', ORIGIN),
      { method: 'GET' },
      '1842',
      ORIGIN,
    );
    expect(String(keyed)).toBe(
      `${ORIGIN}/journeys/asia.data?_routes=root%2Croutes%2Fjourneys&lastLiveEventId=1842`,
    );
  });

  it.each([
    ['no event prompted the reload', '/journeys/asia.data', undefined, null],
    ['a post (a form’s action)', '/journeys/asia.data', { method: 'POST' }, '1842'],
    ['not route data', '/api/vitals', undefined, '1842'],
    ['another origin', 'https://p.apicdn.sanity.io/v1/data/query/x.data', undefined, '1842'],
  ])('leaves a request alone when %s', (_case, input, init, eventId) => {
    expect(keyedByLiveEvent(input, init, eventId, ORIGIN)).toBe(input);
  });
});

describe('liveEventIdOf', () => {
  it.each([
    ['/journeys/asia.data?lastLiveEventId=1842', '1842'],
    ['/journeys/asia.data?lastLiveEventId=MTc0NjA1ODU0OTAwMA%3D%3D', 'MTc0NjA1ODU0OTAwMA=='],
    ['/journeys/asia.data', undefined],
    // Anything else is not passed on to the content API.
    ['/journeys/asia.data?lastLiveEventId=', undefined],
    ['/journeys/asia.data?lastLiveEventId=%22%3E%3Cscript%3E', undefined],
    [`/journeys/asia.data?lastLiveEventId=${'7'.repeat(129)}`, undefined],
  ])('%s names %s', (address, id) => {
    expect(liveEventIdOf(new URL(address, ORIGIN))).toBe(id);
  });
});
