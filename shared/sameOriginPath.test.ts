import { describe, expect, it } from 'vitest';
import { sameOriginPath } from './sameOriginPath.ts';

describe('sameOriginPath keeps a path on this site', () => {
  it.each([
    ['/', '/'],
    ['/journeys/borneo', '/journeys/borneo'],
    ['/picks?x=1#top', '/picks?x=1#top'],
    ['/journeys?region=Asia&sort=price', '/journeys?region=Asia&sort=price'],
    ['/search?q=a%2Fb', '/search?q=a%2Fb'],
    ['/a/../journeys', '/journeys'],
    ['/./picks/', '/picks/'],
    ['/about-us#our-story', '/about-us#our-story'],
    ['/caf%C3%A9', '/caf%C3%A9'],
  ])('%j goes to %j', (value, expected) => {
    expect(sameOriginPath(value)).toBe(expected);
  });
});

describe('sameOriginPath sends anything else home', () => {
  it.each([
    [null],
    [undefined],
    [''],
    ['journeys'],
    ['./journeys'],
    ['https://evil.com'],
    ['http://evil.com/path'],
    ['javascript:alert(1)'],
    ['data:text/html,hi'],
    ['//evil.com'],
    ['///evil.com'],
    ['/.//evil.com'],
    ['/a/..//evil.com'],
    ['/./../..//evil.com'],
    ['/%2e//evil.com'],
    ['/%2E%2E//evil.com'],
    ['/%2f%2fevil.com'],
    ['/%2F/evil.com'],
    ['/%5cevil.com'],
    ['/%5C%5Cevil.com'],
    ['\\\\evil.com'],
    ['\\evil.com'],
    ['/\\evil.com'],
    ['/\\/evil.com'],
    ['/\t/evil.com'],
    ['/\n/evil.com'],
    ['/\r\n/evil.com'],
    ['/%09/evil.com'],
    ['/%0d%0aSet-Cookie:x=1'],
    [' /journeys'],
    ['/journeys\u0000'],
    ['/ /evil.com'],
  ])('%j goes to /', (value) => {
    expect(sameOriginPath(value)).toBe('/');
  });
});
