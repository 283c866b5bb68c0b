/**
 * The site as Netlify deploys it, on loopback, for `npm run bench:live-scale -- --shape=netlify`:
 * the production build's pages as the site function (server/netlify/siteEntry.ts, as the
 * generated entry calls it) behind a simulated Netlify CDN (scripts/netlifyCdn.ts), and the
 * signed content webhook at `/api/content-webhook` (functions/contentWebhook.ts) purging that
 * CDN by tag, as `purgeCache` does on Netlify. Content comes from `SANITY_API_HOST`, a lake
 * standing in for hosted Sanity. Needs `npm run build`; Node loads
 * scripts/fault/localhostNames.ts first, so the project's host name (`local.localhost`) reaches it.
 *
 * Prints `netlify shape listening <origin>` once it answers. Over the IPC channel, `read` and
 * `reset` answer the CDN's counts and the process's memory.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { serve } from '@hono/node-server';
import type { ServerBuild } from 'react-router';
import { createContentWebhook } from '../functions/contentWebhook.ts';
import { readTravelCardSnapshot } from '../server/contentHostService.ts';
import { netlifySiteFunction } from '../server/netlify/siteEntry.ts';
import { environment } from '../shared/environment.ts';
import { netlifyCdn, type CdnCounts } from './netlifyCdn.ts';

const root = path.resolve(import.meta.dirname, '..');
const build = (await import(
  pathToFileURL(path.join(root, 'build/site/server/index.js')).href
)) as ServerBuild;
const site = netlifySiteFunction(build, undefined);
const cdn = netlifyCdn((request) => site(request, { ip: '127.0.0.1' }));
const webhook = createContentWebhook({
  secret: environment().SANITY_WEBHOOK_SECRET,
  purge: (tags) => {
    cdn.purge(tags);
    return Promise.resolve();
  },
});

// The travel-cards snapshot, which the Netlify build publishes as a static file (prepareDeploy.ts).
const feed = JSON.stringify(readTravelCardSnapshot());

const port = environment().PORT;
const server = serve(
  {
    fetch: (request) => {
      const { pathname } = new URL(request.url);
      if (pathname === '/api/content-webhook') return webhook(request);
      if (pathname === '/travelcards.json') {
        return new Response(feed, { headers: { 'content-type': 'application/json' } });
      }
      return cdn.handle(request);
    },
    port,
    hostname: '127.0.0.1',
  },
  () => console.log(`netlify shape listening http://127.0.0.1:${port}`),
);

export interface NetlifyShapeReading {
  counts: CdnCounts;
  memory: NodeJS.MemoryUsage;
}

process.on('message', (message) => {
  if (message === 'reset') Object.assign(cdn.counts, { hits: 0, forwarded: 0, purgedTags: 0 });
  if (message === 'read' || message === 'reset') {
    (globalThis as { gc?: () => void }).gc?.();
    process.send?.({ counts: { ...cdn.counts }, memory: process.memoryUsage() });
  }
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
