import { describe, expect, it } from 'vitest';
import { preloadScriptsLow } from './scriptPriority.ts';

describe('preloadScriptsLow', () => {
  it.each([
    [
      'a module preload',
      '<link rel="modulepreload" href="/assets/a.js"/>',
      '<link rel="modulepreload" fetchpriority="low" href="/assets/a.js"/>',
    ],
    [
      'every module preload of the page',
      '<link rel="modulepreload" href="/a.js"/><link rel="modulepreload" href="/b.js"/>',
      '<link rel="modulepreload" fetchpriority="low" href="/a.js"/>' +
        '<link rel="modulepreload" fetchpriority="low" href="/b.js"/>',
    ],
    [
      'a preload that already says its priority',
      '<link rel="modulepreload" fetchpriority="high" href="/a.js"/>',
      '<link rel="modulepreload" fetchpriority="high" href="/a.js"/>',
    ],
    [
      'stylesheets and picture preloads',
      '<link rel="stylesheet" href="/a.css"/><link rel="preload" as="image" href="/h.jpg"/>',
      '<link rel="stylesheet" href="/a.css"/><link rel="preload" as="image" href="/h.jpg"/>',
    ],
    [
      'text that only mentions a preload',
      '<p>rel="modulepreload"</p>',
      '<p>rel="modulepreload"</p>',
    ],
  ])('%s', (_case, html, expected) => {
    expect(preloadScriptsLow(html)).toBe(expected);
  });
});
