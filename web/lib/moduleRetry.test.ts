import { describe, expect, it } from 'vitest';
import { failedModuleUrl, freshModuleUrl } from './moduleRetry.ts';

describe('the address of a module whose download failed', () => {
  it.each([
    [
      'Chromium',
      new TypeError(
        'Failed to fetch dynamically imported module: http://127.0.0.1:3000/assets/swiperEngine-Ab1_2.js',
      ),
      'http://127.0.0.1:3000/assets/swiperEngine-Ab1_2.js',
    ],
    [
      'Firefox',
      new TypeError(
        'error loading dynamically imported module: https://www.example.co.uk/assets/BookingRequestForm-x9.js',
      ),
      'https://www.example.co.uk/assets/BookingRequestForm-x9.js',
    ],
    [
      'a retry that failed too',
      new TypeError(
        'Failed to fetch dynamically imported module: https://example.com/assets/a-1.js?retry=2',
      ),
      'https://example.com/assets/a-1.js',
    ],
    ['a message that names no address', new TypeError('Importing a module script failed.'), null],
    ['something that is not an error', 'offline', null],
    ['an address that is not a script', new Error('Failed: https://example.com/data.json'), null],
  ])('%s', (_case, failure, expected) => {
    expect(failedModuleUrl(failure)).toBe(expected);
  });
});

describe('a fresh address for the same file', () => {
  it.each([
    ['https://example.com/assets/a-1.js', 1, 'https://example.com/assets/a-1.js?retry=1'],
    ['https://example.com/assets/a-1.js', 3, 'https://example.com/assets/a-1.js?retry=3'],
  ])('%s, attempt %d', (url, attempt, expected) => {
    expect(freshModuleUrl(url, attempt)).toBe(expected);
  });
});
