/** What every route module of the lake needs. */
import type { LakeAuth } from './auth.ts';
import type { LakeCore } from './lake.ts';

export interface LakeContext {
  core: LakeCore;
  auth: LakeAuth;
  projectId: string;
  dataset: string;
  dataDir: string;
  /** Origin written into asset URLs; the request's own origin when not set. */
  publicOrigin?: string;
  /** Browser origins allowed besides this machine's own. */
  corsOrigins: string[];
}

/** Hono variables set by the lake's middleware. */
export interface LakeEnv {
  Variables: { access: 'public' | 'token' };
}
