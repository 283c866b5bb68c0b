import { describe, expect, it } from 'vitest';
import { liveEventsUrl } from './liveContent.ts';

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
