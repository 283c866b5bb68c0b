/** Mounts every serverless function at its own route (see functions/index.ts). */
import { Hono } from 'hono';
import { functionRoutes, type FunctionContext } from '../functions/index.ts';
import { clientAddress, type ClientAddressInput } from '../shared/clientAddress.ts';
import { securitySettings } from '../shared/environment.ts';
import { proxyMismatchMonitor } from '../shared/proxyMismatch.ts';
import type { ServiceModule } from './serviceModule.ts';

/**
 * The visitor's address (as Netlify gives `context.ip`): the Node socket's, or, only when
 * TRUST_PROXY says a reverse proxy stands in front, the address that proxy forwarded.
 */
function functionContext(
  request: Request,
  env: unknown,
  trustProxy: number,
  watch: (input: ClientAddressInput) => void,
): FunctionContext {
  const bindings = env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  const input = {
    socketAddress: bindings?.incoming?.socket?.remoteAddress,
    headers: request.headers,
    trustProxy,
  };
  // Watched here, where the address keys the rate limits: a health check of a page is no sign.
  watch(input);
  return { ip: clientAddress(input).address };
}

/** `warn` is told once per kind of disagreement between TRUST_PROXY and the traffic. */
export function functionsService(warn: (message: string) => void = console.warn): ServiceModule {
  const { trustProxy } = securitySettings();
  const watch = proxyMismatchMonitor(warn);
  const app = new Hono();
  for (const route of functionRoutes) {
    app.all(route.path, (c) =>
      route.handler(c.req.raw, functionContext(c.req.raw, c.env, trustProxy, watch)),
    );
  }
  const paths = new Set(functionRoutes.map((route) => route.path));
  return {
    name: 'functions',
    app,
    claims: (pathname) => paths.has(pathname),
    describe: (origin) =>
      `functions     ${functionRoutes.map((route) => origin + route.path).join(', ')}`,
  };
}
