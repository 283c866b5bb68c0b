import { describe, expect, it } from 'vitest';
import { hostedOrigins } from './sanityConfig.ts';

describe('hostedOrigins', () => {
  it.each([
    [
      'https://api.sanity.io',
      'abc123',
      {
        apiOrigin: 'https://abc123.apicdn.sanity.io',
        listenOrigin: 'https://abc123.api.sanity.io',
        imageBaseUrl: 'https://cdn.sanity.io',
      },
    ],
    [
      'http://localhost:4390',
      'smoke',
      {
        apiOrigin: 'http://smoke.localhost:4390',
        listenOrigin: 'http://smoke.localhost:4390',
        imageBaseUrl: 'http://localhost:4390',
      },
    ],
    [
      'https://eu.content.example/',
      'p1',
      {
        apiOrigin: 'https://p1.eu.content.example',
        listenOrigin: 'https://p1.eu.content.example',
        imageBaseUrl: 'https://eu.content.example',
      },
    ],
  ])('%s, project %s', (apiHost, projectId, origins) => {
    expect(hostedOrigins(apiHost, projectId)).toEqual(origins);
  });
});
