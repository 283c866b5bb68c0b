/**
 * Where the site, the seed script and the functions find Sanity: a hosted project when
 * SANITY_API_HOST is set, otherwise the embedded local lake on this host's own origin.
 * Only configuration decides; the code that uses the connection is the same either way.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  DEFAULT_API_VERSION,
  dataDirectory,
  environment,
  type Environment,
} from './environment.ts';

export { DEFAULT_API_VERSION };

export interface SanityConnection {
  projectId: string;
  dataset: string;
  apiVersion: string;
  apiHost: string;
  useProjectHostname: boolean;
  useCdn: boolean;
  /** Server-side write/draft token; never sent to the browser. */
  token?: string;
  /** True when this is the embedded local lake. */
  local: boolean;
}

/** File under DATA_DIR where the local lake keeps its editor/server token. */
export const LOCAL_TOKEN_FILE = 'local-api-token';

interface ConnectionOptions {
  env?: Environment;
  /** Origin of this host; the local lake answers there. */
  origin?: string;
  withToken?: boolean;
}

function readLocalToken(dataDir: string): string | undefined {
  try {
    return readFileSync(path.join(dataDir, LOCAL_TOKEN_FILE), 'utf8').trim() || undefined;
  } catch {
    return undefined;
  }
}

export function sanityConnection({
  env = environment(),
  origin,
  withToken = false,
}: ConnectionOptions = {}): SanityConnection {
  const dataset = env.SANITY_DATASET;
  const apiVersion = env.SANITY_API_VERSION;
  if (env.SANITY_API_HOST) {
    return {
      projectId: env.SANITY_PROJECT_ID ?? '',
      dataset,
      apiVersion,
      apiHost: env.SANITY_API_HOST,
      useProjectHostname: true,
      useCdn: !withToken,
      token: withToken ? env.SANITY_API_TOKEN : undefined,
      local: false,
    };
  }
  const dataDir = dataDirectory(env);
  return {
    projectId: env.SANITY_PROJECT_ID ?? 'local',
    dataset,
    apiVersion,
    apiHost: origin ?? `http://127.0.0.1:${env.PORT}`,
    useProjectHostname: false,
    useCdn: false,
    token: withToken ? (env.SANITY_API_TOKEN ?? readLocalToken(dataDir)) : undefined,
    local: true,
  };
}

/** Where a browser reaches a hosted project: its API (through the CDN), listener and pictures. */
export interface HostedOrigins {
  apiOrigin: string;
  listenOrigin: string;
  imageBaseUrl: string;
}

/**
 * The browser-facing origins of a hosted project. Sanity's own API host has a CDN twin and a
 * separate picture host; any other API host (a regional or a stand-in one) serves all three at
 * the project's sub-domain and its own origin, as the clients address it.
 */
export function hostedOrigins(apiHost: string, projectId: string): HostedOrigins {
  const url = new URL(apiHost);
  if (url.host === 'api.sanity.io') {
    return {
      apiOrigin: `https://${projectId}.apicdn.sanity.io`,
      listenOrigin: `https://${projectId}.api.sanity.io`,
      imageBaseUrl: 'https://cdn.sanity.io',
    };
  }
  const project = `${url.protocol}//${projectId}.${url.host}`;
  return { apiOrigin: project, listenOrigin: project, imageBaseUrl: url.origin };
}
