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
