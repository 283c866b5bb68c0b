/**
 * Which rate-limit budget an address spends. IPv4 addresses count one by one; IPv6 addresses
 * count per /64 network, since one visitor's device usually holds a whole /64 and could
 * otherwise rotate through fresh addresses. IPv4-mapped IPv6 (`::ffff:192.0.2.1`) is IPv4.
 */

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

function isIPv4(address: string): boolean {
  const match = IPV4.exec(address);
  return match !== null && match.slice(1).every((part) => Number(part) <= 255);
}

/** The eight hextets of an IPv6 address, or null when it is not one. */
function ipv6Hextets(address: string): string[] | null {
  const halves = address.split('::');
  if (halves.length > 2) return null;
  const parse = (part: string) => (part === '' ? [] : part.split(':'));
  const head = parse(halves[0] ?? '');
  const tail = halves.length === 2 ? parse(halves[1] ?? '') : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  const hextets = [...head, ...Array<string>(Math.max(0, missing)).fill('0'), ...tail];
  if (!hextets.every((hextet) => /^[0-9a-f]{1,4}$/i.test(hextet))) return null;
  return hextets.map((hextet) => hextet.toLowerCase().replace(/^0+(?=.)/, ''));
}

export function addressBucket(address: string | undefined): string {
  const trimmed = address?.trim().replace(/%.*$/, '') ?? ''; // drop an IPv6 zone (`%eth0`)
  if (trimmed === '') return 'unknown';
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(trimmed)?.[1];
  if (mapped && isIPv4(mapped)) return mapped;
  if (isIPv4(trimmed)) return trimmed;
  const hextets = ipv6Hextets(trimmed);
  if (hextets) return `${hextets.slice(0, 4).join(':')}::/64`;
  // Not an address we recognise: count it as given, bounded in length.
  return trimmed.slice(0, 64);
}
