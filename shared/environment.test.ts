import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  dataDirectory,
  environmentVariables,
  parseEnvironment,
  publicSiteUrl,
  securitySettings,
  type EnvironmentSource,
} from './environment.ts';

describe('parseEnvironment', () => {
  it('fills every default when nothing is set', () => {
    expect(parseEnvironment({})).toEqual({
      PORT: 3000,
      HOST: '127.0.0.1',
      DATA_DIR: 'data',
      SANITY_DATASET: 'production',
      SANITY_API_VERSION: '2025-02-19',
      LAKE_BACKUP_DAYS: 14,
      ENQUIRY_RATE_LIMIT: 30,
      ENQUIRY_RATE_WINDOW: 600,
      RECORDINGS_BUDGET_MB: 2048,
      VITALS_RATE_LIMIT: 300,
      TRUST_PROXY: 0,
    });
  });

  it.each([
    ['PORT', '4306', 4306],
    ['PORT', '', 3000],
    ['ENQUIRY_RATE_LIMIT', ' 5 ', 5],
    ['ENQUIRY_RATE_WINDOW', '60', 60],
    [
      'TRAVEL_CARDS_URL',
      'https://content.example/travelcards.json',
      'https://content.example/travelcards.json',
    ],
    ['TRAVEL_CARDS_URL', '   ', undefined],
    ['SANITY_API_TOKEN', ' secret ', 'secret'],
    [
      'LEAD_WEBHOOK_SECRET',
      'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
      'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
    ],
  ] as const)('reads %s=%j as %j', (name, value, expected) => {
    expect(parseEnvironment({ [name]: value })[name]).toBe(expected);
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['ENQUIRY_RATE_LIMIT', '0'],
    ['ENQUIRY_RATE_WINDOW', '1.5'],
    ['SANITY_API_HOST', 'api.sanity.io'],
    ['TRAVEL_CARDS_URL', 'not a url'],
    ['TRUST_PROXY', 'maybe'],
    ['TRUST_PROXY', '-1'],
    ['TRUST_PROXY', '99'],
    ['LOCAL_SIGN_IN', 'perhaps'],
    ['LEAD_WEBHOOK_URL', 'ftp://crm.example.co.uk/hook'],
    ['LEAD_WEBHOOK_SECRET', 'a-plain-password'],
    ['LEAD_WEBHOOK_SECRET', 'whsec_dG9vIHNob3J0'],
  ])('refuses %s=%j and names the variable', (name, value) => {
    expect(() => parseEnvironment({ [name]: value })).toThrow(name);
  });
});

describe('dataDirectory', () => {
  it('resolves DATA_DIR against the base folder', () => {
    expect(dataDirectory(parseEnvironment({}), '/srv/site')).toBe(path.resolve('/srv/site/data'));
    expect(dataDirectory(parseEnvironment({ DATA_DIR: '/var/lake' }), '/srv/site')).toBe(
      path.resolve('/var/lake'),
    );
  });
});

describe('.env.example', () => {
  const example = readFileSync(path.resolve(import.meta.dirname, '../.env.example'), 'utf8');
  const documented = [...example.matchAll(/^#?\s*([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1]);

  it.each(environmentVariables)('documents %s exactly once', (name) => {
    expect(documented.filter((entry) => entry === name)).toHaveLength(1);
  });

  it('documents no variable twice', () => {
    expect(documented.length).toBe(new Set(documented).size);
  });
});

describe('securitySettings', () => {
  const settings = (source: EnvironmentSource) => securitySettings(parseEnvironment(source));

  it.each([
    [undefined, 0],
    ['', 0],
    ['off', 0],
    ['false', 0],
    ['on', 1],
    ['true', 1],
    ['2', 2],
  ])('TRUST_PROXY=%j trusts %s proxies', (value, hops) => {
    expect(settings({ TRUST_PROXY: value }).trustProxy).toBe(hops);
  });

  it.each([
    [{}, ['localhost', '127.0.0.1', '[::1]', '*.localhost']],
    [{ HOST: '0.0.0.0' }, ['localhost', '127.0.0.1', '[::1]', '*.localhost']],
    [
      { HOST: 'travel.example' },
      ['localhost', '127.0.0.1', '[::1]', '*.localhost', 'travel.example'],
    ],
    [{ ALLOWED_HOSTS: 'Travel.example, *.travel.example' }, ['travel.example', '*.travel.example']],
  ])('allowed hosts for %j', (env, hosts) => expect(settings(env).allowedHosts).toEqual(hosts));

  it.each([
    [{}, true],
    [{ HOST: '127.0.0.1' }, true],
    [{ HOST: 'localhost' }, true],
    [{ HOST: '::1' }, true],
    [{ HOST: '0.0.0.0' }, false],
    [{ HOST: '192.0.2.10' }, false],
    [{ SANITY_API_HOST: 'https://api.example' }, false],
    [{ HOST: '0.0.0.0', LOCAL_SIGN_IN: 'on' }, true],
    [{ LOCAL_SIGN_IN: 'off' }, false],
    [{ LOCAL_SIGN_IN: 'no' }, false],
  ])('local sign-in for %j is %s', (env, enabled) => {
    expect(settings(env).localSignIn).toBe(enabled);
  });
});

describe('publicSiteUrl', () => {
  const siteUrl = (source: EnvironmentSource) => publicSiteUrl(parseEnvironment(source));

  it.each([
    [{}, undefined],
    [{ HOST: 'localhost' }, undefined],
    [{ SITE_URL: 'https://www.travel.example/' }, 'https://www.travel.example'],
    [{ HOST: '0.0.0.0', SITE_URL: 'https://www.travel.example' }, 'https://www.travel.example'],
    [{ TRUST_PROXY: 'on', SITE_URL: 'https://www.travel.example' }, 'https://www.travel.example'],
  ])('%j → %s', (env, origin) => expect(siteUrl(env)).toBe(origin));

  it.each([[{ HOST: '0.0.0.0' }], [{ HOST: '192.0.2.10' }], [{ TRUST_PROXY: 'on' }]])(
    'an exposed host (%j) refuses to start without SITE_URL, naming it',
    (env) => expect(() => siteUrl(env)).toThrow(/SITE_URL is not set/),
  );
});
