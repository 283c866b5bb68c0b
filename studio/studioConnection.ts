/**
 * Where the Studio finds its content: a hosted Sanity project when a project id was given at
 * build time (SANITY_STUDIO_PROJECT_ID, SANITY_STUDIO_DATASET, SANITY_STUDIO_API_HOST), otherwise
 * the local lake on the very origin that served the Studio. The local case is decided in the
 * browser, so one build works on port 3000 and on any test port.
 */
export const LOCAL_PROJECT_ID = 'local';
export const DEFAULT_DATASET = 'production';

export interface StudioEnv {
  SANITY_STUDIO_PROJECT_ID?: string;
  SANITY_STUDIO_DATASET?: string;
  SANITY_STUDIO_API_HOST?: string;
}

export interface StudioConnection {
  projectId: string;
  dataset: string;
  /** Undefined for hosted Sanity's own API host. */
  apiHost: string | undefined;
  /** True when the Studio talks to the local lake that served it. */
  local: boolean;
}

export function studioConnection(env: StudioEnv, origin: string | undefined): StudioConnection {
  const projectId = env.SANITY_STUDIO_PROJECT_ID?.trim() || LOCAL_PROJECT_ID;
  const dataset = env.SANITY_STUDIO_DATASET?.trim() || DEFAULT_DATASET;
  if (projectId !== LOCAL_PROJECT_ID) {
    return {
      projectId,
      dataset,
      apiHost: env.SANITY_STUDIO_API_HOST?.trim() || undefined,
      local: false,
    };
  }
  // Outside a browser (schema extraction, type generation) no request is made; any host will do.
  return { projectId, dataset, apiHost: origin ?? 'http://localhost:3000', local: true };
}
