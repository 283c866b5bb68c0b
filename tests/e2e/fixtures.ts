import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test as base, type BrowserContext } from '@playwright/test';
import { createClient, type SanityClient } from '@sanity/client';
import { publishingHost, readingHost, type TestHost } from '../testHosts.ts';

/** What the launch notice, shown once per visitor, keeps in the visitor's storage once seen. */
const LAUNCH_NOTICE_SEEN = 'launch-notice:seen';

/**
 * Makes the context's visitor a returning one: the launch notice is marked seen before any
 * page's script runs. An init script, where Playwright's `storageState` opens a page per origin
 * for every test's context (about 170 ms a test, measured).
 */
export async function asReturningVisitor(context: BrowserContext): Promise<void> {
  await context.addInitScript((key) => localStorage.setItem(key, 'true'), LAUNCH_NOTICE_SEEN);
}

/**
 * Playwright's `test` for the site: every test's visitor is a returning one, whom the launch
 * notice leaves alone; a test of a first visit sets `test.use({ firstVisit: true })`.
 */
export const test = base.extend<{ firstVisit: boolean }>({
  firstVisit: [false, { option: true }],
  context: async ({ context, firstVisit }, provide) => {
    if (!firstVisit) await asReturningVisitor(context);
    await provide(context);
  },
});

/**
 * For a group of tests that set Playwright's clock: the clock reads the business's own time
 * zone, whatever the machine's, and, this being a context option of its own, the group's tests
 * share a context apart from the worker's kept one (decision 174). Playwright's reset between
 * tests uninstalls the clock, yet once in a kept context its glue outlived it and failed in a
 * later test's page; a later test with the usual options now always gets a new context.
 */
export const CLOCK_CONTEXT = { timezoneId: 'Europe/London' } as const;

/** The host serving the running test: its project's (see `testHosts.ts`). */
export function hostUnderTest(): TestHost {
  return test.info().project.use.baseURL === publishingHost.origin ? publishingHost : readingHost;
}

const tokens = new Map<TestHost, string>();

/**
 * The local token the host's lake created, as the owner of the machine holds it: read once per
 * host and worker, since a host keeps its token for as long as it runs.
 */
export function serverToken(host: TestHost = hostUnderTest()): string {
  let token = tokens.get(host);
  if (token === undefined) {
    token = readFileSync(path.join(host.dataDir, 'local-api-token'), 'utf8').trim();
    tokens.set(host, token);
  }
  return token;
}

/** The client's methods that change documents. */
const CHANGES = new Set([
  'action',
  'create',
  'createIfNotExists',
  'createOrReplace',
  'delete',
  'mutate',
  'patch',
  'transaction',
]);

/**
 * The content API of the host under test, with the local token its lake created. On the reading
 * host it only reads: a test that changes content there would change it under every other test,
 * so it is stopped at once and told where it belongs.
 */
export function contentApi(): SanityClient {
  const host = hostUnderTest();
  const client = createClient({
    projectId: 'local',
    dataset: 'production',
    apiVersion: '2025-02-19',
    apiHost: host.origin,
    useProjectHostname: false,
    useCdn: false,
    token: serverToken(host),
    perspective: 'raw',
  });
  if (host === publishingHost) return client;
  return new Proxy(client, {
    get(target, key) {
      if (typeof key === 'string' && CHANGES.has(key)) {
        throw new Error(
          `'${test.info().title}' changes content: tag it @publishes, so it runs on a lake of its own`,
        );
      }
      // The client keeps its state in private fields, which only the client itself can read.
      const value: unknown = Reflect.get(target, key);
      return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
    },
  });
}

/** Published site settings, as editors set them in the Studio. */
export async function siteSettings(): Promise<{
  phone: string;
  email: string;
  aviationLicence: string;
  scheduling: { url: string };
}> {
  return contentApi().fetch('*[_id == "siteSettings"][0]');
}
