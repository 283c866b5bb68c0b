import { describe, expect, it } from 'vitest';
import { telHref } from './telephone.ts';

describe('telHref', () => {
  it.each([
    ['020 3835 1234', 'tel:02038351234'],
    ['  0800 123 4567 ', 'tel:08001234567'],
    ['+44 20 3835 1234', 'tel:+442038351234'],
    ['+44 (0)20 3835 1234', 'tel:+442038351234'],
    ['+44 ( 0 ) 20-3835-1234', 'tel:+442038351234'],
    ['(020) 3835 1234', 'tel:02038351234'],
    ['020.3835.1234', 'tel:02038351234'],
  ])('%s → %s', (phone, expected) => {
    expect(telHref(phone)).toBe(expected);
  });
});
