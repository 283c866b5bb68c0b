/**
 * The Studio's client factory for the local lake: requests go to the serving origin itself
 * (no project-id sub-domain), and listeners are spread over host names of their own (see
 * listenerHost.ts). Relies on the Studio's `unstable_clientFactory` and on the client's
 * `listen`, `live`, `withConfig`, `clone` and `observable` members; hosted Sanity needs none of it.
 */
import { createClient, type ClientConfig, type SanityClient } from '@sanity/client';
import { listenerHost } from './listenerHost.ts';

type AnyClient = SanityClient | SanityClient['observable'];
type HostFor = (tag: string | undefined) => string | undefined;

const wrapped = new WeakMap<object, AnyClient>();

export function spreadListeners<Client extends AnyClient>(
  client: Client,
  hostFor: HostFor,
): Client {
  const known = wrapped.get(client);
  if (known) return known as Client;
  const listen = (query: string, params?: Record<string, unknown>, options?: { tag?: string }) => {
    const host = hostFor(options?.tag);
    const via = host ? client.withConfig({ apiHost: host }) : client;
    return (via.listen as (...args: unknown[]) => unknown)(query, params, options);
  };
  const proxy = new Proxy(client, {
    get(target, property) {
      if (property === 'listen') return listen;
      if (property === 'withConfig')
        return (config?: Partial<ClientConfig>) =>
          spreadListeners(target.withConfig(config), hostFor);
      if (property === 'clone') return () => spreadListeners(target.clone(), hostFor);
      if (property === 'observable' && 'observable' in target)
        return spreadListeners(target.observable, hostFor);
      // The Live Content API's stream (Presentation opens one) is a listener too.
      if (property === 'live' && 'live' in target) {
        const host = hostFor('live-events');
        return (host ? target.withConfig({ apiHost: host }) : target).live;
      }
      const value: unknown = Reflect.get(target, property, target);
      // The client keeps private state per instance, so its methods must run on the real client.
      return typeof value === 'function'
        ? (value as (...args: unknown[]) => unknown).bind(target)
        : value;
    },
  });
  wrapped.set(client, proxy);
  return proxy;
}

export function localLakeClientFactory(origin: string): (config: ClientConfig) => SanityClient {
  return (config) =>
    spreadListeners(
      createClient({ ...config, apiHost: origin, useProjectHostname: false }),
      (tag) => listenerHost(origin, tag),
    );
}
