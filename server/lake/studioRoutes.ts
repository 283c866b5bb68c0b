/**
 * What the Studio asks besides data: the signed-in user, the sign-in flow with one local editor
 * account, the project, its datasets and access rules, and small stubs for features a hosted
 * project has (grants, user applications, key-value settings).
 */
import { Hono } from 'hono';
import { LOCAL_EDITOR } from './auth.ts';
import type { LakeContext, LakeEnv } from './context.ts';
import { isAllowedOrigin } from './cors.ts';
import { badRequest, LakeError, unauthorized } from './errors.ts';

/** Node's socket, passed by @hono/node-server as the request's bindings. */
interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } };
}

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/**
 * The password-less local sign-in is for the editor at this machine: a caller from another
 * address (when the host listens beyond loopback) is refused.
 */
function onlyFromThisMachine(env: unknown): void {
  const address = (env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress;
  if (address !== undefined && !LOOPBACK.test(address)) {
    throw new LakeError(403, 'httpForbidden', 'The local editor can only sign in on this machine');
  }
}

const FULL_ACCESS = ['history', 'read', 'create', 'update', 'manage'];

export function studioRoutes(lake: LakeContext): Hono<LakeEnv> {
  const app = new Hono<LakeEnv>();
  const signedIn = (access: string) => {
    if (access !== 'token') throw unauthorized('Not signed in');
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
    return c.json({
      thirdPartyLogin: false,
      sso: { saml: false },
      providers: [{ name: 'local', title: 'Local editor', url: `${origin}/v1/auth/login/local` }],
    });
  });

  // The provider "page": signs the local editor in at once and returns to the Studio with a sid.
  app.get('/auth/login/local', (c) => {
    onlyFromThisMachine(c.env);
    const target = c.req.query('origin');
    let url: URL;
    try {
      url = new URL(target ?? '');
    } catch {
      throw badRequest('The "origin" parameter must be the Studio URL');
    }
    if (!isAllowedOrigin(url.origin, lake.corsOrigins)) {
      throw new LakeError(403, 'httpForbidden', `Signing in from ${url.origin} is not allowed`);
    }
    url.hash = `sid=${lake.auth.issueSid()}`;
    return c.redirect(url.toString(), 302);
  });

  app.get('/auth/fetch', (c) => {
    onlyFromThisMachine(c.env);
    const token = lake.auth.exchangeSid(c.req.query('sid') ?? '');
    if (!token) throw unauthorized('The sign-in id is unknown or has expired');
    return c.json({ token });
  });

  app.get('/auth/id', (c) => {
    signedIn(c.get('access'));
    return c.json({ id: LOCAL_EDITOR.id });
  });

  app.post('/auth/logout', (c) => {
    lake.auth.signOut(c.req.header('authorization'));
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
    createdAt: '2026-01-01T00:00:00Z',
    members: [
      {
        id: LOCAL_EDITOR.id,
        role: 'administrator',
        roles: LOCAL_EDITOR.roles,
        isRobot: false,
        isCurrentUser: true,
        createdAt: '2026-01-01T00:00:00Z',
      },
    ],
  });

  app.get('/projects/:projectId', (c) => c.json(project()));
  app.get('/projects/:projectId/datasets', (c) =>
    c.json([{ name: lake.dataset, aclMode: 'public' }]),
  );
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
    const body: unknown = await c.req.json().catch(() => null);
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
