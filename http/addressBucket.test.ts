import { describe, expect, it } from 'vitest';
import { addressBucket } from './addressBucket.ts';

describe('addressBucket', () => {
  it.each([
    ['192.0.2.1', '192.0.2.1'],
    [' 192.0.2.1 ', '192.0.2.1'],
    ['::ffff:192.0.2.1', '192.0.2.1'],
    ['::FFFF:198.51.100.7', '198.51.100.7'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:db8:1:2:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['2001:0DB8:0001:0002::1', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['::', '0:0:0:0::/64'],
    [undefined, 'unknown'],
    ['', 'unknown'],
    ['999.1.1.1', '999.1.1.1'],
    ['not-an-address', 'not-an-address'],
    ['x'.repeat(100), 'x'.repeat(64)],
  ])('%j → %j', (address, bucket) => {
    expect(addressBucket(address)).toBe(bucket);
  });

  it('puts two addresses of one /64 in one bucket, and another /64 in its own', () => {
    expect(addressBucket('2001:db8:a:b::1')).toBe(addressBucket('2001:db8:a:b:ffff::2'));
    expect(addressBucket('2001:db8:a:c::1')).not.toBe(addressBucket('2001:db8:a:b::1'));
  });
});
