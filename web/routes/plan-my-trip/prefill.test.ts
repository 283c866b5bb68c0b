import { describe, expect, it } from 'vitest';
import { prefillFrom } from './prefill.ts';

describe('prefillFrom', () => {
  it.each([
    ['/plan-my-trip', { message: '', place: '' }],
    ['/plan-my-trip?message=Two+weeks+in+Kenya', { message: 'Two weeks in Kenya', place: '' }],
    [
      '/plan-my-trip?place=Sri+Lanka',
      { message: 'We would love to travel to Sri Lanka. ', place: 'Sri Lanka' },
    ],
    ['/plan-my-trip?place=Bali&message=Honeymoon', { message: 'Honeymoon', place: 'Bali' }],
    ['/plan-my-trip?place=%00%1F', { message: '', place: '' }],
    [
      `/plan-my-trip?place=${'x'.repeat(500)}`,
      { message: `We would love to travel to ${'x'.repeat(120)}. `, place: 'x'.repeat(120) },
    ],
  ])('%s', (address, expected) => {
    expect(prefillFrom(new URL(address, 'https://example.co.uk'))).toEqual(expected);
  });
});
