/**
 * What a piece of the one-process host is (a `ServiceModule`) and what it is given: the types
 * each service module and the host's assembly (services.ts) share, kept apart so that the
 * modules need not import the file that imports them.
 */
import type { Hono } from 'hono';
import type { ContentChangeListener } from './contentChanges.ts';

export interface ServiceContext {
  /** Folder for local state (database, uploaded assets, caches, the local token). */
  dataDir: string;
  /** Origin the host is reachable at, e.g. http://127.0.0.1:3000. */
  origin: string;
}

export interface ServiceModule {
  name: string;
  app: Hono;
  /** Whether a request path belongs to this service rather than to the site. */
  claims(pathname: string): boolean;
  /** One line for the start-up banner. */
  describe(origin: string): string;
  /** Tells a listener the tags of every published change this service commits. */
  followChanges?(listener: ContentChangeListener): () => void;
  /** Whether an `Authorization` header names one of this service's signed-in editors. */
  isEditor?(authorization: string | undefined): boolean;
  close?(): Promise<void>;
}

/** What one service may ask of the others, once all are made. */
export interface SharedServices {
  /** Whether an `Authorization` header names a signed-in editor of the embedded lake. */
  isEditor(authorization: string | undefined): boolean;
}
