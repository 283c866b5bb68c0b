/**
 * The non-site pieces of the one-process host: serverless functions today; the local content
 * lake, the Studio and the travel-cards snapshot mount here as well. Shared by `npm start` and the
 * Vite dev server, so both serve the same routes.
 */
import { Hono } from 'hono';
import { functionRoutes } from '../functions/index.ts';

export interface Services {
  app: Hono;
  /** Whether a path belongs to a service rather than to the site. */
  claims(pathname: string): boolean;
  /** Lines describing what is served, for the start-up banner. */
  describe(origin: string): string[];
  close(): Promise<void>;
}

export interface ServicesOptions {
  /** Folder for local state (database, uploaded assets, caches). */
  dataDir: string;
}

export async function createServices(_options: ServicesOptions): Promise<Services> {
  const app = new Hono();
  const exactPaths = new Set<string>();
  const prefixes: string[] = [];
  const banner: Array<(origin: string) => string> = [];

  for (const route of functionRoutes) {
    app.all(route.path, (c) => route.handler(c.req.raw));
    exactPaths.add(route.path);
  }
  banner.push((origin) => `functions     ${functionRoutes.map((r) => origin + r.path).join(', ')}`);

  return {
    app,
    claims: (pathname) =>
      exactPaths.has(pathname) || prefixes.some((prefix) => pathname.startsWith(prefix)),
    describe: (origin) => banner.map((line) => line(origin)),
    close: async () => {},
  };
}
