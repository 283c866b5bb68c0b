import { describe, expect, it } from 'vitest';
import {
  ALL_SYNC_TAGS,
  eventTags,
  eventTouchesPage,
  liveContentEventsUrl,
  liveEventsUrl,
} from './liveContent.ts';

const base = {
  projectId: 'p',
  dataset: 'production',
  apiVersion: '2025-02-19',
  apiOrigin: '',
  imageBaseUrl: '/',
};

describe('liveEventsUrl', () => {
  it.each([
    ['the embedded lake, on this site', '', '/v2025-02-19/data/listen/production?'],
    [
      'a hosted project, on its API host',
      'https://p.api.sanity.io',
      'https://p.api.sanity.io/v2025-02-19/data/listen/production?',
    ],
  ])('%s', (_name, listenOrigin, start) => {
    const url = liveEventsUrl({ ...base, listenOrigin });
    expect(url.startsWith(start)).toBe(true);
    const search = new URLSearchParams(url.split('?')[1]);
    // Visitors learn that something changed, never what: no documents travel in the events.
    expect(search.get('includeResult')).toBe('false');
    expect(search.get('includeMutations')).toBe('false');
    expect(search.get('query')).toBe('*');
  });
});

describe('liveEventsUrl for one page’s content', () => {
  it('carries the filter and its parameters as the content API takes them', () => {
    const url = liveEventsUrl(
      { ...base, listenOrigin: '' },
      {
        query: '*[_id in $ids || _type in $types]',
        params: { ids: ['siteSettings'], types: ['page'] },
      },
    );
    const search = new URLSearchParams(url.split('?')[1]);
    expect(search.get('query')).toBe('*[_id in $ids || _type in $types]');
    expect(JSON.parse(search.get('$ids') ?? 'null')).toEqual(['siteSettings']);
    expect(JSON.parse(search.get('$types') ?? 'null')).toEqual(['page']);
    expect(search.get('includeResult')).toBe('false');
  });
});

describe('liveContentEventsUrl', () => {
  it.each([
    ['the embedded lake, on this site', '', '/v2025-02-19/data/live/events/production?tag=site.live'],
    [
      'a hosted project, on its API host',
      'https://p.api.sanity.io',
      'https://p.api.sanity.io/v2025-02-19/data/live/events/production?tag=site.live',
    ],
  ])('%s', (_name, listenOrigin, expected) => {
    expect(liveContentEventsUrl({ ...base, listenOrigin })).toBe(expected);
  });
});

describe('eventTouchesPage', () => {
  const page = new Set(['s1:bali', 's1:settings']);
  it.each([
    ['names one of its tags', ['s1:journeys', 's1:bali'], page, true],
    ['names none of its tags', ['s1:kenya', 's1:journeys'], page, false],
    ['names nothing', [], page, false],
    ['arrives before the page knows its tags', ['s1:kenya'], null, true],
    ['reaches a page rendered without sync tags', ['s1:kenya'], new Set([ALL_SYNC_TAGS]), true],
  ])('an event that %s: %s', (_case, tags, pageTags, touches) => {
    expect(eventTouchesPage(tags, pageTags)).toBe(touches);
  });
});

describe('eventTags', () => {
  it.each([
    ['a message', '{"id":"3","tags":["s1:a","s1:b"]}', ['s1:a', 's1:b']],
    ['a message with something else among its tags', '{"tags":["s1:a",4]}', ['s1:a']],
    ['an event without tags', '{"id":"3"}', []],
    ['malformed data', 'not json', []],
  ])('reads %s', (_case, data, tags) => {
    expect(eventTags(data)).toEqual(tags);
  });
});
