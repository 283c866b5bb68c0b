/**
 * `npm start`: serves the production build of the site with every service on one port.
 * Environment: PORT, HOST, DATA_DIR, the security settings (TRUST_PROXY, ALLOWED_HOSTS,
 * LOCAL_SIGN_IN) and the rest, all read and validated by shared/environment.ts.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { serve } from '@hono/node-server';
import type { ServerBuild } from 'react-router';
import { createServices } from './services.ts';
import { createHost } from './host.ts';
import { followListener, type ListenerCallbacks } from './contentChanges.ts';
import { createClient, type SanityClient } from '@sanity/client';
import { seedIfEmpty } from '../seed/firstStart.ts';
import { localClient, withPrivateServer } from '../seed/local.ts';
import { startReplyEscalationJob } from './replyEscalationJob.ts';
import { startRetentionJob } from './retentionJob.ts';
import { startTripRequestOutboxJob } from './tripRequestOutboxJob.ts';
import { startLeadWebhookJob } from './leadWebhookJob.ts';
import { startSiteSpeedAlertsJob } from './siteSpeedAlertsJob.ts';
import { configuredRetentionClient } from '../functions/retention.ts';
import {
  dataDirectory,
  environment,
  publicSiteUrl,
  securitySettings,
} from '../shared/environment.ts';
import { LOCAL_TOKEN_FILE, sanityConnection } from '../shared/sanityConfig.ts';
import {
  hostedContentOrigins,
  hostedStudioOrigins,
  originOf,
} from './security/contentSecurityPolicy.ts';

const root = path.resolve(import.meta.dirname, '..');
const env = environment();
const port = env.PORT;
const hostname = env.HOST;
const dataDir = dataDirectory(env, root);
// Read first: a setting that cannot be understood stops the host before anything listens.
const security = securitySettings(env);
const siteUrl = publicSiteUrl(env);

const siteBuild = (await import(
  pathToFileURL(path.join(root, 'build/site/server/index.js')).href
)) as ServerBuild;
const origin = `http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port}`;
const services = await createServices({ dataDir, origin });
// A fresh clone's local lake is empty: seed it before the public port opens, so the first page
// served already has its content (a hosted project is seeded with `npm run seed`).
if (!env.SANITY_API_HOST) await seedIfEmpty({ app: services.app, dataDir });
/** Published changes from the embedded lake as it commits, or from a hosted project's listener. */
function followChanges(callbacks: ListenerCallbacks): () => void {
  if (services.followChanges) return services.followChanges(callbacks.onChange);
  const connection = sanityConnection({ withToken: true });
  return followListener(createClient({ ...connection, useCdn: false }), callbacks);
}
const host = createHost({
  services,
  siteBuild,
  clientDir: path.relative(process.cwd(), path.join(root, 'build/site/client')),
  followChanges,
  security,
  siteUrl,
  studioContentOrigins: hostedStudioOrigins(env.SANITY_API_HOST),
  siteOrigins: {
    content: hostedContentOrigins(env.SANITY_API_HOST, env.SANITY_PROJECT_ID),
    travelCards: originOf(env.TRAVEL_CARDS_URL),
  },
});
const { app } = host;

/**
 * The retention job's client: the embedded lake served on a private loopback port for the run
 * (as the seed is), or the hosted project with a token that may delete (as on Netlify).
 */
async function withRetentionClient<T>(work: (client: SanityClient) => Promise<T>): Promise<T> {
  if (!env.SANITY_API_HOST) {
    const token = readFileSync(path.join(dataDir, LOCAL_TOKEN_FILE), 'utf8').trim();
    return withPrivateServer(services.app, (lakeOrigin) => work(localClient(lakeOrigin, token)));
  }
  const client = configuredRetentionClient();
  if (!client) throw new Error('no token that may delete enquiries (SANITY_ENQUIRY_TOKEN)');
  return work(client);
}
const stopRetention = startRetentionJob({ withClient: withRetentionClient });
const stopOutbox = startTripRequestOutboxJob();
const stopLeadWebhook = startLeadWebhookJob();
const stopSpeedAlerts = startSiteSpeedAlertsJob();
const stopReplyEscalation = startReplyEscalationJob();

const server = serve({ fetch: app.fetch, port, hostname }, () => {
  console.log(`site          ${origin}/`);
  for (const line of services.describe(origin)) console.log(line);
  console.log('Press Ctrl-C to stop.');
});
// An idle keep-alive connection is closed by the server after this long. Node's default (5 s) is
// shorter than the pauses of clients that reuse their connections (a proxy, a test polling the
// content API), and a request sent just as the server closes the socket fails with a reset: keep
// idle connections longer than such clients do, and allow the headers a little more again.
const KEEP_ALIVE_MS = 65_000;
Object.assign(server, { keepAliveTimeout: KEEP_ALIVE_MS, headersTimeout: KEEP_ALIVE_MS + 1_000 });

let stopping = false;
function stop(signal: string): void {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: stopping…`);
  host.close();
  stopRetention();
  stopOutbox();
  stopLeadWebhook();
  stopSpeedAlerts();
  stopReplyEscalation();
  server.close(() => {
    void services.close().then(() => process.exit(0));
  });
  // Open keep-alive and event-stream connections would otherwise hold the close.
  (server as { closeAllConnections?: () => void }).closeAllConnections?.();
}
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
