/**
 * The public entry of `@halcyon/content-lake`: what a host needs to mount the lake in its own
 * app or serve it alone, restore a backup, and read the lake's transactions. Everything else in
 * `src/` is the lake's own; tests get their helpers from `@halcyon/content-lake/testing`.
 */
export { API_PREFIX, createLake, isLakePath, type Lake, type LakeOptions } from './app.ts';
export type { LocalSignIn } from './context.ts';
export { parseOriginList } from './cors.ts';
export { runningLakeOrigin } from './dataLock.ts';
export type { LakeCore } from './lake.ts';
export { restoreLake, type RestoreOutcome } from './restore.ts';
export { serveLake, TOKEN_FILE, type ServedLake, type ServeLakeOptions } from './serve.ts';
export { CODE_LIFETIME_MS } from './signInCodes.ts';
export { DATASET_KEY, syncTagFor } from './syncTags.ts';
export { signInLinkFor } from './studioRoutes.ts';
export type { CommittedTransaction, DocumentChange, LakeDocument } from './types.ts';
