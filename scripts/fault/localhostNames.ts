/**
 * Loaded with `--import` into a host the fault checks start in hosted mode: every `*.localhost`
 * name resolves to loopback, as RFC 6761 reserves them, so a client that puts the project id in
 * front of the API host (`fault.localhost`) reaches a fake or a local lake on this machine.
 * The system resolver here does not do this by itself.
 */
import dns from 'node:dns';

type Lookup = typeof dns.lookup;
const systemLookup: Lookup = dns.lookup;

function loopbackLookup(hostname: string, ...rest: unknown[]): void {
  const callback = rest.at(-1) as (...args: unknown[]) => void;
  const options = (rest.length > 1 ? rest[0] : {}) as dns.LookupOptions | number;
  if (hostname.endsWith('.localhost')) {
    const all = typeof options === 'object' && options.all;
    if (all) callback(null, [{ address: '127.0.0.1', family: 4 }]);
    else callback(null, '127.0.0.1', 4);
    return;
  }
  (systemLookup as (...args: unknown[]) => void)(hostname, ...rest);
}

dns.lookup = loopbackLookup as Lookup;
