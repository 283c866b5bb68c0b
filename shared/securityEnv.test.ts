import { describe, expect, it } from 'vitest';
import { allowedHostsFromEnv, localSignInFromEnv, trustProxyFromEnv } from './securityEnv.ts';

describe('trustProxyFromEnv', () => {
  it.each([
    [undefined, 0],
    ['', 0],
    ['off', 0],
    ['false', 0],
    ['on', 1],
    ['true', 1],
    ['2', 2],
  ])('%s → %s', (value, hops) => expect(trustProxyFromEnv(value)).toBe(hops));

  it.each(['maybe', '-1', '99'])('refuses %s', (value) => {
    expect(() => trustProxyFromEnv(value)).toThrow(/TRUST_PROXY/);
  });
});

describe('allowedHostsFromEnv', () => {
  it.each([
    [{}, ['localhost', '127.0.0.1', '[::1]', '*.localhost']],
    [{ HOST: '0.0.0.0' }, ['localhost', '127.0.0.1', '[::1]', '*.localhost']],
    [
      { HOST: 'travel.example' },
      ['localhost', '127.0.0.1', '[::1]', '*.localhost', 'travel.example'],
    ],
    [{ ALLOWED_HOSTS: 'Travel.example, *.travel.example' }, ['travel.example', '*.travel.example']],
  ])('%j', (env, hosts) => expect(allowedHostsFromEnv(env)).toEqual(hosts));
});

describe('localSignInFromEnv', () => {
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
  ])('%j → %s', (env, enabled) => expect(localSignInFromEnv(env)).toBe(enabled));

  it('refuses a value it cannot read', () => {
    expect(() => localSignInFromEnv({ LOCAL_SIGN_IN: 'perhaps' })).toThrow(/LOCAL_SIGN_IN/);
  });
});
