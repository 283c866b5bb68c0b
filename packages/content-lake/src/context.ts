/** What every route module of the lake needs. */
import type { LakeAuth } from './auth.ts';
import type { ImageCacheOptions } from './imageTransform.ts';
import type { FileSignatures } from './fileSignatures.ts';
import type { LakeCore } from './lake.ts';
import type { SignInCodes } from './signInCodes.ts';

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
  /** The one-time codes the local sign-in asks for. */
  signInCodes: SignInCodes;
  /** Whether a request comes by the host's own lane (the `siteLane` option); never unless given. */
  siteLane: (headers: Headers) => boolean;
  /** The image transforms' disk cap and render gate. */
  imageCache: ImageCacheOptions;
  /** Short-lived signed addresses of private files, for exports read with a token. */
  fileSignatures: FileSignatures;
}

/**
 * The Studio's local sign-in: whether it is offered, and how addresses are read. Its one-time
 * links are handed out by the host itself (`Lake.signInLink`, printed at start) and to holders
 * of the server token, never printed because a request asked.
 */
export interface LocalSignIn {
  enabled: boolean;
  /** Reverse proxies trusted in front of the host (see clientAddress.ts); 0 for none. */
  trustProxy: number;
  /** The owner's command that prints a fresh one-time link, named on the sign-in page. */
  freshCodeCommand?: string;
}

/** Hono variables set by the lake's middleware. */
export interface LakeEnv {
  Variables: { access: 'public' | 'token' };
}
