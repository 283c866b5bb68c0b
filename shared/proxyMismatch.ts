/**
 * Whether the proxy setting (`TRUST_PROXY`) and the traffic disagree. Either way round, every
 * visitor's address is decided wrongly and the enquiry rate limit stops telling them apart: with
 * the setting on behind a proxy that adds no `X-Forwarded-For`, every visitor is the proxy; with
 * it off behind one that does, every visitor is the proxy too. A request cannot say which of its
 * own readings is wrong, so the host warns the operator once, naming the setting to change.
 */
import {
  isLoopback,
  isProxied,
  normaliseAddress,
  type ClientAddressInput,
} from './clientAddress.ts';

export type ProxyMismatch =
  /** TRUST_PROXY is on, but a request came without X-Forwarded-For. */
  | 'no-forwarded-for'
  /** TRUST_PROXY counts more proxies than the X-Forwarded-For chain has entries. */
  | 'short-chain'
  /** TRUST_PROXY is off, but a request carries forwarding headers. */
  | 'forwarding-ignored';

export function proxyMismatch({
  headers,
  trustProxy,
}: Omit<ClientAddressInput, 'socketAddress'>): ProxyMismatch | undefined {
  const forwardedFor = headers.get('x-forwarded-for');
  if (trustProxy > 0) {
    if (forwardedFor === null) return 'no-forwarded-for';
    return forwardedFor.split(',').length < trustProxy ? 'short-chain' : undefined;
  }
  return isProxied(headers) ? 'forwarding-ignored' : undefined;
}

/** The warning for a mismatch: what was seen, what it costs, and the setting to change. */
export function proxyMismatchWarning(mismatch: ProxyMismatch, socketAddress?: string): string {
  const peer = normaliseAddress(socketAddress) ?? 'an unknown address';
  switch (mismatch) {
    case 'no-forwarded-for':
      return (
        `WARNING: TRUST_PROXY is on, but a request from ${peer} came without X-Forwarded-For, so ` +
        'every visitor who comes that way shares one rate-limit bucket. Make the proxy send ' +
        'X-Forwarded-For (nginx: proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for), ' +
        'or set TRUST_PROXY=off if no proxy stands in front of this host.'
      );
    case 'short-chain':
      return (
        `WARNING: TRUST_PROXY counts more proxies than the X-Forwarded-For of a request from ` +
        `${peer} names, so its visitor's address is unknown. Set TRUST_PROXY to the number of ` +
        'proxies in front of this host.'
      );
    case 'forwarding-ignored':
      return (
        `WARNING: a request from ${peer} carries forwarding headers (X-Forwarded-For, ` +
        `Forwarded or X-Real-IP) but TRUST_PROXY is off, so they are ignored` +
        (isLoopback(peer)
          ? ': a proxy on this machine is in front, and every visitor shares its rate-limit ' +
            'bucket. Set TRUST_PROXY=on (or the number of proxies in front).'
          : '. If a reverse proxy stands in front of this host, every visitor shares its ' +
            'rate-limit bucket: set TRUST_PROXY=on (or the number of proxies). If none does, a ' +
            'visitor sent them and nothing needs changing.')
      );
  }
}

/**
 * A watcher that warns once per kind of mismatch for the life of the process: loud enough to be
 * seen in the log, and never a line per request for a visitor to fill the log with.
 */
export function proxyMismatchMonitor(warn: (message: string) => void = console.warn) {
  const warned = new Set<ProxyMismatch>();
  return (input: ClientAddressInput): void => {
    const mismatch = proxyMismatch(input);
    if (mismatch === undefined || warned.has(mismatch)) return;
    warned.add(mismatch);
    warn(proxyMismatchWarning(mismatch, input.socketAddress));
  };
}
