import { describe, expect, it } from 'vitest';
import { finishStudioPage, studioBuildEnv } from './buildStudio.ts';

describe('studioBuildEnv', () => {
  it.each([
    { case: 'nothing configured: the local lake', env: {}, expected: {} },
    {
      case: 'a project id without a hosted API host stays local',
      env: { SANITY_PROJECT_ID: 'abc123', SANITY_DATASET: 'staging' },
      expected: {},
    },
    {
      case: 'the server’s hosted project is handed to the Studio',
      env: {
        SANITY_API_HOST: 'https://api.sanity.io',
        SANITY_PROJECT_ID: 'abc123',
        SANITY_DATASET: 'production',
      },
      expected: {
        SANITY_STUDIO_PROJECT_ID: 'abc123',
        SANITY_STUDIO_DATASET: 'production',
        SANITY_STUDIO_API_HOST: 'https://api.sanity.io',
      },
    },
    {
      case: 'explicit Studio settings win',
      env: {
        SANITY_API_HOST: 'https://api.sanity.io',
        SANITY_PROJECT_ID: 'abc123',
        SANITY_STUDIO_PROJECT_ID: 'xyz789',
        SANITY_STUDIO_DATASET: 'preview',
      },
      expected: {
        SANITY_STUDIO_PROJECT_ID: 'xyz789',
        SANITY_STUDIO_DATASET: 'preview',
        SANITY_STUDIO_API_HOST: 'https://api.sanity.io',
      },
    },
    {
      case: 'Studio settings alone configure a hosted Studio',
      env: { SANITY_STUDIO_PROJECT_ID: 'xyz789' },
      expected: { SANITY_STUDIO_PROJECT_ID: 'xyz789' },
    },
  ])('$case', ({ env, expected }) => {
    expect(studioBuildEnv(env)).toEqual(expected);
  });
});

describe('finishStudioPage', () => {
  const built =
    '<link href="/static/favicon.ico" rel="icon"/><link href="/studio/static/lib-C0ltRZk7.css" rel="stylesheet"/>' +
    '<script src="https://core.sanity-cdn.com/bridge.js" async type="module" data-sanity-core></script>' +
    '<script src="/studio/static/sanity-CiAnzk-T.js" type="module"></script>';

  it('links the icons under /studio and drops the dashboard bridge for the local lake', () => {
    expect(finishStudioPage(built, { local: true })).toBe(
      '<link href="/studio/static/favicon.ico" rel="icon"/><link href="/studio/static/lib-C0ltRZk7.css" rel="stylesheet"/>' +
        '<script src="/studio/static/sanity-CiAnzk-T.js" type="module"></script>',
    );
  });

  it('keeps the bridge for a hosted project', () => {
    expect(finishStudioPage(built, { local: false })).toContain('data-sanity-core');
  });
});
