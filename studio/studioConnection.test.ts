import { describe, expect, it } from 'vitest';
import { studioConnection } from './studioConnection.ts';

describe('studioConnection', () => {
  it.each([
    {
      case: 'no project configured: the local lake on the serving origin',
      env: {},
      origin: 'http://127.0.0.1:4321',
      expected: {
        projectId: 'local',
        dataset: 'production',
        apiHost: 'http://127.0.0.1:4321',
        local: true,
      },
    },
    {
      case: 'the same build served on another port follows the browser',
      env: {},
      origin: 'http://localhost:3000',
      expected: {
        projectId: 'local',
        dataset: 'production',
        apiHost: 'http://localhost:3000',
        local: true,
      },
    },
    {
      case: 'an explicit local project with another dataset',
      env: { SANITY_STUDIO_PROJECT_ID: 'local', SANITY_STUDIO_DATASET: 'staging' },
      origin: 'http://127.0.0.1:3000',
      expected: {
        projectId: 'local',
        dataset: 'staging',
        apiHost: 'http://127.0.0.1:3000',
        local: true,
      },
    },
    {
      case: 'a hosted project uses Sanity’s own API host',
      env: { SANITY_STUDIO_PROJECT_ID: 'abc123', SANITY_STUDIO_DATASET: 'production' },
      origin: 'https://studio.example.com',
      expected: { projectId: 'abc123', dataset: 'production', apiHost: undefined, local: false },
    },
    {
      case: 'a hosted project behind a custom API host',
      env: {
        SANITY_STUDIO_PROJECT_ID: 'abc123',
        SANITY_STUDIO_API_HOST: 'https://api.example.com',
      },
      origin: 'https://studio.example.com',
      expected: {
        projectId: 'abc123',
        dataset: 'production',
        apiHost: 'https://api.example.com',
        local: false,
      },
    },
    {
      case: 'blank values count as unset',
      env: { SANITY_STUDIO_PROJECT_ID: ' ', SANITY_STUDIO_DATASET: '', SANITY_STUDIO_API_HOST: '' },
      origin: 'http://127.0.0.1:3000',
      expected: {
        projectId: 'local',
        dataset: 'production',
        apiHost: 'http://127.0.0.1:3000',
        local: true,
      },
    },
    {
      case: 'outside a browser the local host is a harmless default',
      env: {},
      origin: undefined,
      expected: {
        projectId: 'local',
        dataset: 'production',
        apiHost: 'http://localhost:3000',
        local: true,
      },
    },
  ])('$case', ({ env, origin, expected }) => {
    expect(studioConnection(env, origin)).toEqual(expected);
  });
});
