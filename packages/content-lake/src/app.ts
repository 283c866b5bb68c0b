/**
 * `createLake()`: the local Content Lake as a Hono app answering Sanity's HTTP API under any
 * `/v{version}` prefix, plus the image and file CDN paths. Used by the host (through the package
 * entry) and by tests, which serve it on a random port and talk to it with the real @sanity/client.
 */
import path from 'node:path';
import { Hono } from 'hono';
import { LakeAuth, ensureServerToken } from './auth.ts';
import type { LakeContext, LakeEnv, LocalSignIn } from './context.ts';
import { isAllowedOrigin } from './cors.ts';
import { cdnRoutes, uploadRoutes } from './assetRoutes.ts';
import { dataRoutes } from './dataRoutes.ts';
import { scheduleBackups } from './backup.ts';
import { recordListeningOrigin } from './dataLock.ts';
import { exportRoutes } from './exportRoute.ts';
import { FileSignatures } from './fileSignatures.ts';
import { BusyError, LakeError, forbidden, notFound } from './errors.ts';
import { DEFAULT_IMAGE_CACHE_BYTES } from './imageTransform.ts';
import { LakeCore } from './lake.ts';
import { liveEventRoutes } from './liveEvents.ts';
import { SignInCodes } from './signInCodes.ts';
import { signInLinkFor, studioRoutes } from './studioRoutes.ts';
import { TransformGate } from './transformGate.ts';

export interface LakeOptions {
  dataDir: string;
  projectId?: string;
  /**
   * The dataset that exists from the start and the Studio is told about; others exist once a
   * token holder writes to them.
   */
  dataset?: string;
  /** Where the server token lives; created with random content on first start. */
  tokenFile: string;
  /** Further accepted bearer tokens (e.g. SANITY_API_TOKEN when set for the local lake). */
  extraTokens?: string[];
  /** Browser origins allowed besides this machine's own. */
  corsOrigins?: string[];
  /** Origin written into asset URLs (the host's configured origin); else each request's own. */
  publicOrigin?: string;
  queryTimeLimitMs?: number;
  queryCache?: boolean;
  /** Where queries run (see LakeCoreOptions); worker threads unless given. */
  queries?: 'worker' | 'inline';
  /** The Studio's local sign-in; off unless given (the host decides from LOCAL_SIGN_IN). */
  signIn?: LocalSignIn;
  /** The clock of sign-in codes and sessions, in milliseconds (tests move it on). */
  clock?: () => number;
  /** Daily online backups kept this many days (decision 072); off unless given, and at 0. */
  backupDays?: number;
  /**
   * Types a caller without a token never sees, whatever their id (the host's personal-data and
   * staff-only types); the personal types unless given.
   */
  hiddenTypes?: readonly string[];
  /**
   * Types whose documents hold personal data: deleting one scrubs it from the transaction log
   * (decision 062); `['enquiry', 'tripRequest']` unless given.
   */
  personalTypes?: readonly string[];
  /**
   * Whether a request comes by the host's own lane (its pages' server-side queries, sent with a
   * key only the host knows): such queries have a queue of their own. No lane unless given.
   */
  siteLane?: (headers: Headers) => boolean;
  /** Bounds of the image transforms (defaults: 256 MB on disk, 2 renders at once, 64 waiting). */
  images?: { cacheBytes?: number; concurrency?: number; queue?: number };
}

export interface Lake {
  app: Hono;
  token: string;
  core: LakeCore;
  /**
   * A one-time link that signs the local editor in to the Studio at `studio`, for the host to
   * print when it starts; undefined when the local sign-in is off.
   */
  signInLink(studio: string): string | undefined;
  /**
   * Tells the lake where its host now listens (an origin): written into the data folder's lock,
   * so commands run beside the host (`runningLakeOrigin`) reach it on whatever port it took.
   */
  listening(origin: string): void;
  /**
   * Whether an `Authorization` header names a signed-in editor (a session of the Studio's
   * sign-in) or the server token: for the host's own pages that only editors may read.
   */
  isEditor(authorization: string | undefined): boolean;
  close(): Promise<void>;
}

/** `/v1`, `/vX`, `/v2025-02-19`: the API version prefix every client call carries. */
export const API_PREFIX = /^\/v(?:X|\d+|\d{4}-\d{2}-\d{2})(?=\/|$)/;

/** Whether a request path is the lake's (never one of the site's routes). */
export function isLakePath(pathname: string): boolean {
  return API_PREFIX.test(pathname) || /^\/(images|files)\//.test(pathname);
}

const CORS_HEADERS =
  'Authorization, Content-Type, Accept, Last-Event-ID, X-Sanity-Project-ID, X-Sanity-Client, Cache-Control';

export function createLake(options: LakeOptions): Lake {
  const projectId = options.projectId ?? 'local';
  const token = ensureServerToken(options.tokenFile);
  const dataset = options.dataset ?? 'production';
  const core = new LakeCore({
    dataDir: options.dataDir,
    projectId,
    datasets: [dataset],
    queryTimeLimitMs: options.queryTimeLimitMs,
    queryCache: options.queryCache,
    queries: options.queries,
    personalTypes: options.personalTypes,
    hiddenTypes: options.hiddenTypes,
  });
  const clock = options.clock ?? Date.now;
  const auth = new LakeAuth(core.storage, [token, ...(options.extraTokens ?? [])], clock);
  const signInCodes = new SignInCodes({ now: clock });
  const lake: LakeContext = {
    core,
    auth,
    projectId,
    dataset,
    dataDir: path.resolve(options.dataDir),
    corsOrigins: options.corsOrigins ?? [],
    publicOrigin: options.publicOrigin,
    signIn: options.signIn ?? { enabled: false, trustProxy: 0 },
    signInCodes,
    siteLane: options.siteLane ?? (() => false),
    fileSignatures: new FileSignatures(clock),
    imageCache: {
      maxBytes: options.images?.cacheBytes ?? DEFAULT_IMAGE_CACHE_BYTES,
      gate: new TransformGate({
        concurrency: options.images?.concurrency ?? 2,
        queue: options.images?.queue ?? 64,
        // Well inside the time a browser or a proxy waits for a picture.
        maxWaitMs: 5_000,
        retryAfterSeconds: 2,
      }),
    },
  };

  const app = new Hono<LakeEnv>();

  app.use('*', async (c, next) => {
    const origin = c.req.header('origin');
    // `/ping` answers any origin, as Sanity's does (the Studio times it to detect HTTP/1.1).
    const allowed =
      origin !== undefined &&
      (isAllowedOrigin(origin, lake.corsOrigins) || c.req.path.endsWith('/ping'));
    if (c.req.method === 'OPTIONS' && c.req.header('access-control-request-method')) {
      if (!allowed) return c.json(forbidden(`Origin ${origin ?? ''} is not allowed`).body, 403);
      return c.body(null, 204, {
        'Access-Control-Allow-Origin': origin,
        'Access-Control-Allow-Credentials': 'true',
        'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
        'Access-Control-Allow-Headers':
          c.req.header('access-control-request-headers') ?? CORS_HEADERS,
        'Access-Control-Max-Age': '600',
        Vary: 'Origin',
      });
    }
    const access = auth.access(c.req.header('authorization'));
    // A token that is not (or no longer) valid is refused outright, as the hosted lake does,
    // except where the Studio checks whether it is still signed in.
    if (access === 'invalid' && !/\/(users\/me|auth\/)/.test(c.req.path)) {
      const refused = forbidden();
      c.res = c.json(refused.body, 403);
    } else {
      c.set('access', access === 'token' ? 'token' : 'public');
      await next();
    }
    // Set on the final response: handlers such as the listener return a Response of their own.
    if (allowed) {
      c.res.headers.set('Access-Control-Allow-Origin', origin);
      c.res.headers.set('Access-Control-Allow-Credentials', 'true');
      c.res.headers.append('Vary', 'Origin');
    }
  });

  const api = new Hono<LakeEnv>();
  api.route('/', dataRoutes(lake));
  api.route('/', exportRoutes(lake));
  api.route('/', studioRoutes(lake));
  api.route('/', uploadRoutes(lake));
  api.route('/', liveEventRoutes(lake));
  api.all('*', () => {
    throw notFound();
  });
  app.route('/:apiVersion{v(?:X|[0-9]+|[0-9]{4}-[0-9]{2}-[0-9]{2})}', api);
  app.route('/', cdnRoutes(lake));
  app.all('*', () => {
    throw notFound();
  });

  app.onError((error, c) => {
    if (error instanceof BusyError) {
      c.header('retry-after', String(error.retryAfterSeconds));
    }
    if (error instanceof LakeError) return c.json(error.body, error.status as 400);
    console.error('lake:', error);
    return c.json(
      { error: { description: 'Internal error in the local content lake', type: 'internalError' } },
      500,
    );
  });

  const stopBackups =
    options.backupDays !== undefined && options.backupDays > 0
      ? scheduleBackups(lake.dataDir, { days: options.backupDays })
      : () => {};

  return {
    app: app as unknown as Hono,
    token,
    core,
    signInLink: (studio) => {
      if (!lake.signIn.enabled) return undefined;
      const code = signInCodes.issue();
      return code === undefined ? undefined : signInLinkFor(studio, code);
    },
    listening: (origin) => recordListeningOrigin(lake.dataDir, origin),
    isEditor: (authorization) => auth.access(authorization) === 'token',
    close: async () => {
      stopBackups();
      await core.close();
    },
  };
}
