/** Mounts every serverless function at its own route (see functions/index.ts). */
import { Hono } from 'hono';
import { functionRoutes, type FunctionContext } from '../functions/index.ts';
import type { ServiceModule } from './services.ts';

/** The visitor's address from the Node socket (as Netlify gives `context.ip`), never a header. */
function functionContext(env: unknown): FunctionContext {
  const bindings = env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return { ip: bindings?.incoming?.socket?.remoteAddress };
}

export function functionsService(): ServiceModule {
  const app = new Hono();
  for (const route of functionRoutes) {
    app.all(route.path, (c) => route.handler(c.req.raw, functionContext(c.env)));
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
