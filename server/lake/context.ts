/** What every route module of the lake needs. */
import type { LakeAuth } from './auth.ts';
import type { ImageCacheOptions } from './imageTransform.ts';
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
  signIn: LocalSignIn;
  /** The image transforms' disk cap and render gate. */
  imageCache: ImageCacheOptions;
}

/** The Studio's password-less local sign-in: whether it is offered, and how addresses are read. */
export interface LocalSignIn {
  enabled: boolean;
  /** Reverse proxies trusted in front of the host (see shared/clientAddress.ts); 0 for none. */
  trustProxy: number;
}

/** Hono variables set by the lake's middleware. */
export interface LakeEnv {
  Variables: { access: 'public' | 'token' };
}
