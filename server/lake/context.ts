/** What every route module of the lake needs. */
import type { LakeAuth } from './auth.ts';
import type { LakeCore } from './lake.ts';

export interface LakeContext {
  core: LakeCore;
  auth: LakeAuth;
  projectId: string;
  dataset: string;
  dataDir: string;
  /** Browser origins allowed besides this machine's own. */
  corsOrigins: string[];
}

/** Hono variables set by the lake's middleware. */
export interface LakeEnv {
  Variables: { access: 'public' | 'token' };
}
