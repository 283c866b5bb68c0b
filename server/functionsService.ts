/** Mounts every serverless function at its own route (see functions/index.ts). */
import { Hono } from 'hono';
import { functionRoutes } from '../functions/index.ts';
import type { ServiceModule } from './services.ts';

export function functionsService(): ServiceModule {
  const app = new Hono();
  for (const route of functionRoutes) app.all(route.path, (c) => route.handler(c.req.raw));
  const paths = new Set(functionRoutes.map((route) => route.path));
  return {
    name: 'functions',
    app,
    claims: (pathname) => paths.has(pathname),
    describe: (origin) =>
      `functions     ${functionRoutes.map((route) => origin + route.path).join(', ')}`,
  };
}
