/**
 * What the Studio asks besides data: the signed-in user, the sign-in flow with one local editor
 * account, the project, its datasets and access rules, and small stubs for features a hosted
 * project has (grants, user applications, key-value settings).
 */
import { Hono, type Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import {
  EDITOR_FILES_COOKIE,
  EDITOR_FILES_PATH,
  LOCAL_EDITOR,
  SESSION_LIFETIME_MS,
} from './auth.ts';
import type { LakeContext, LakeEnv } from './context.ts';
import { isAllowedOrigin } from './cors.ts';
import { badRequest, LakeError, notFound, unauthorized } from './errors.ts';
import { localSignInRefusal } from './localSignIn.ts';
import { limitedBytes } from './requestBody.ts';
import { signInPage } from './signInPage.ts';

/** Node's socket, passed by @hono/node-server as the request's bindings. */
interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } };
}

/** Carries the secret a sign-in id is bound to, from the sign-in to the exchange. */
const SIGN_IN_COOKIE = 'lake-sign-in';
/** Settings in a keyvalue write are small; a bound so the body cannot exhaust memory. */
const MAX_KEYVALUE_BYTES = 1024 * 1024;

const FULL_ACCESS = ['history', 'read', 'create', 'update', 'manage'];
const SIGN_IN_PATH = '/v1/auth/login/local';
/** When the local project and its datasets say they were made (they have no real date). */
const CREATED_AT = '2026-01-01T00:00:00Z';

/** The one-time link that signs the local editor in to the Studio at `studio`. */
export function signInLinkFor(studio: string, code: string): string {
  const search = new URLSearchParams({ origin: studio, code });
  return `${new URL(studio).origin}${SIGN_IN_PATH}?${search.toString()}`;
}

export function studioRoutes(lake: LakeContext): Hono<LakeEnv> {
  const app = new Hono<LakeEnv>();
  const signedIn = (access: string) => {
    if (access !== 'token') throw unauthorized('Not signed in');
  };
  /** The local sign-in: absent when switched off, refused for any caller not provably here. */
  const onlyTheEditorHere = (c: Context<LakeEnv>) => {
    if (!lake.signIn.enabled) throw notFound('The local sign-in is switched off');
    const refusal = localSignInRefusal({
      socketAddress: (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress,
      url: c.req.url,
      headers: c.req.raw.headers,
      trustProxy: lake.signIn.trustProxy,
    });
    if (refusal !== undefined) throw new LakeError(403, 'httpForbidden', refusal);
  };

  // Like hosted Sanity, a caller who is not signed in gets an empty user rather than an error:
  // the Studio asks before every sign-in, and that question is not a fault.
  app.get('/users/me', (c) => c.json(c.get('access') === 'token' ? LOCAL_EDITOR : {}));

  // Other people's avatars and names (only the one local editor exists).
  app.get('/users/:ids', (c) => {
    const users = c.req
      .param('ids')
      .split(',')
      .filter((id) => id === LOCAL_EDITOR.id)
      .map(() => ({
        id: LOCAL_EDITOR.id,
        displayName: LOCAL_EDITOR.name,
        givenName: 'Local',
        familyName: 'editor',
        email: LOCAL_EDITOR.email,
        imageUrl: null,
      }));
    return c.json(users);
  });

  // The Studio's protocol probe and the client's CORS diagnosis.
  app.get('/ping', (c) => {
    c.header('timing-allow-origin', '*');
    return c.text('PONG');
  });
  app.get('/check/cors', (c) => {
    const origin = c.req.header('origin');
    const allowed = origin === undefined || isAllowedOrigin(origin, lake.corsOrigins);
    return c.json({ result: { allowed, withCredentials: allowed } });
  });

  app.get('/auth/providers', (c) => {
    const origin = new URL(c.req.url).origin;
    const local = { name: 'local', title: 'Local editor', url: `${origin}/v1/auth/login/local` };
    return c.json({
      thirdPartyLogin: false,
      sso: { saml: false },
      providers: lake.signIn.enabled ? [local] : [],
    });
  });

  // The provider "page". Being on this machine is not proof of being its owner (a proxy here
  // makes everyone look local), so it asks for a one-time code only the owner can read: printed
  // on the host's console at start, or asked for with the server token (`npm run privacy -- sign-in-code`).
  // Asking for the page prints nothing: a code printed whenever someone on loopback asked would
  // hand the Studio to whoever can read the host's log. With a valid code it returns to the
  // Studio (on this same origin) with a one-time sid in its address; the sid is worth nothing
  // without the HttpOnly, same-site-only cookie set here, so a copy of the address signs nobody in.
  app.get('/auth/login/local', (c) => {
    onlyTheEditorHere(c);
    let url: URL;
    try {
      url = new URL(c.req.query('origin') ?? '');
    } catch {
      throw badRequest('The "origin" parameter must be the Studio URL');
    }
    if (url.origin !== new URL(c.req.url).origin) {
      throw new LakeError(403, 'httpForbidden', `Signing in from ${url.origin} is not allowed`);
    }
    c.header('cache-control', 'no-store');
    c.header('referrer-policy', 'no-referrer');
    const code = c.req.query('code');
    if (code === undefined || !lake.signInCodes.redeem(code)) {
      const page = signInPage({
        action: c.req.path,
        studio: url.toString(),
        lifetimeMinutes: lake.signInCodes.lifetimeMinutes,
        freshCodeCommand: lake.signIn.freshCodeCommand,
        refused: code !== undefined,
      });
      return c.html(page, code === undefined ? 200 : 403);
    }
    const pending = lake.auth.issueSid();
    if (!pending) {
      throw new LakeError(429, 'tooManyRequests', 'Too many sign-ins are pending; try again');
    }
    setCookie(c, SIGN_IN_COOKIE, pending.binding, {
      httpOnly: true,
      sameSite: 'Strict',
      path: '/',
      maxAge: Math.round(pending.lifetimeMs / 1000),
    });
    url.hash = `sid=${pending.sid}`;
    return c.redirect(url.toString(), 302);
  });

  // A fresh one-time code for whoever holds the server token, which only the owner's account
  // can read (DATA_DIR/local-api-token, mode 0600): `npm run privacy -- sign-in-code` and the browser tests
  // sign in so.
  app.post('/auth/login/local/codes', (c) => {
    if (!lake.signIn.enabled) throw notFound('The local sign-in is switched off');
    if (!lake.auth.isServerToken(c.req.header('authorization'))) {
      throw unauthorized('A sign-in code needs the server token');
    }
    const code = lake.signInCodes.issue();
    if (code === undefined) {
      throw new LakeError(429, 'tooManyRequests', 'Too many sign-in codes are waiting');
    }
    c.header('cache-control', 'no-store');
    return c.json({ code });
  });

  app.get('/auth/fetch', (c) => {
    onlyTheEditorHere(c);
    const binding = getCookie(c, SIGN_IN_COOKIE);
    deleteCookie(c, SIGN_IN_COOKIE, { path: '/' });
    const token = lake.auth.exchangeSid(c.req.query('sid') ?? '', binding);
    if (!token) throw unauthorized('The sign-in id is unknown or has expired');
    // The same session for the Studio's players of private recordings (decision 094).
    setCookie(c, EDITOR_FILES_COOKIE, token, {
      httpOnly: true,
      sameSite: 'Strict',
      path: EDITOR_FILES_PATH,
      maxAge: Math.round(SESSION_LIFETIME_MS / 1000),
    });
    c.header('cache-control', 'no-store');
    return c.json({ token });
  });

  app.get('/auth/id', (c) => {
    signedIn(c.get('access'));
    return c.json({ id: LOCAL_EDITOR.id });
  });

  app.post('/auth/logout', (c) => {
    lake.auth.signOut(c.req.header('authorization'));
    deleteCookie(c, EDITOR_FILES_COOKIE, { path: EDITOR_FILES_PATH });
    return c.json({});
  });

  const project = () => ({
    id: lake.projectId,
    displayName: 'Local content lake',
    studioHost: null,
    isBlocked: false,
    isDisabled: false,
    isDisabledByUser: false,
    organizationId: null,
    organization: null,
    metadata: {},
    features: [],
    pendingInvites: 0,
    createdAt: CREATED_AT,
    members: [
      {
        id: LOCAL_EDITOR.id,
        role: 'administrator',
        roles: LOCAL_EDITOR.roles,
        isRobot: false,
        isCurrentUser: true,
        createdAt: CREATED_AT,
      },
    ],
  });

  app.get('/projects/:projectId', (c) => c.json(project()));
  // The project's datasets in the shape hosted Sanity lists them (`client.datasets.list()`):
  // asked on the global host as `/projects/:id/datasets` (the Studio) and on the project's own
  // host as `/datasets` (the Sanity CLI's `dataset` commands, which check the name there first).
  // Every dataset that exists is listed; whether one exists is no secret, since any data
  // request with its name tells as much. Published documents are public, hence `public`.
  const datasets = (c: Context<LakeEnv>) =>
    c.json(
      lake.core.datasetNames.map((name) => ({
        name,
        aclMode: 'public',
        createdAt: CREATED_AT,
        createdByUserId: LOCAL_EDITOR.id,
        addonFor: null,
        datasetProfile: 'content',
        features: [],
        tags: [],
      })),
    );
  app.get('/projects/:projectId/datasets', datasets);
  app.get('/datasets', datasets);
  app.get('/projects/:projectId/datasets/:dataset/acl', (c) => {
    signedIn(c.get('access'));
    return c.json([{ filter: '_id in path("**")', permissions: FULL_ACCESS }]);
  });
  app.get('/projects/:projectId/grants', (c) =>
    c.json({
      'sanity.project': [{ grants: [{ name: 'read' }, { name: 'update' }] }],
      'sanity.project.datasets': [{ grants: [{ name: 'read' }, { name: 'update' }] }],
    }),
  );
  app.get('/projects/:projectId/user-applications', (c) => c.json([]));
  app.get('/projects/:projectId/features', (c) => c.json([]));
  app.get('/features', (c) => c.json([]));

  // Hosted-only services the Studio consults on load; a local project has none of them, so each
  // gets the answer that means "nothing to offer": no help links or upgrade notice, no trial or
  // plan limits, telemetry declined, and a dataset that is reachable.
  app.get('/help', (c) => c.json({}));
  app.get('/journey/:topic', (c) => c.json({}));
  app.get('/intake/telemetry-status', (c) => c.json({ status: 'denied' }));
  app.get('/data/ping/:dataset', (c) => c.json({ ok: true }));

  app.get('/users/me/keyvalue/:keys', (c) => {
    signedIn(c.get('access'));
    return c.json(lake.core.storage.keyValues(c.req.param('keys').split(',')));
  });
  app.put('/users/me/keyvalue', async (c) => {
    signedIn(c.get('access'));
    const bytes = await limitedBytes(
      c.req.raw,
      MAX_KEYVALUE_BYTES,
      'The settings are larger than 1 MB',
    );
    let body: unknown = null;
    try {
      body = JSON.parse(new TextDecoder().decode(bytes));
    } catch {
      // Answered below as a body of the wrong shape.
    }
    if (!Array.isArray(body)) throw badRequest('Expected an array of { key, value }');
    const pairs = body.filter(
      (pair): pair is { key: string; value: unknown } =>
        typeof pair === 'object' &&
        pair !== null &&
        typeof (pair as { key?: unknown }).key === 'string',
    );
    for (const pair of pairs) lake.core.storage.setKeyValue(pair.key, pair.value);
    return c.json(pairs.map(({ key, value }) => ({ key, value: value ?? null })));
  });

  return app;
}
