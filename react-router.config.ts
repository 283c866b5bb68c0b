import type { Config } from '@react-router/dev/config';

// Every route is rendered on the server first (see docs/decisions/002-server-rendering.md).
export default {
  appDirectory: 'web',
  buildDirectory: 'build/site',
  ssr: true,
  // Every route is known to the page from the start (decision 166): lazily discovered routes
  // re-rendered the whole page, slices still hydrating, each time a batch arrived, and watched
  // every change to the document for new links.
  routeDiscovery: { mode: 'initial' },
} satisfies Config;
