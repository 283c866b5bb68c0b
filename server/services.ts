/**
 * The non-site pieces of the one-process host, each a `ServiceModule` in a file of its own:
 * serverless functions, the local content lake, the Studio, the travel-cards content host, the
 * local mail catcher.
 * Shared by `npm start` and the Vite dev server, so both answer the same routes.
 */
import { Hono } from 'hono';
import { contentHostService } from './contentHostService.ts';
import { functionsService } from './functionsService.ts';
import { lakeService } from './lakeService.ts';
import { mailService } from './mailService.ts';
import { studioService } from './studioService.ts';
import type { ContentChangeListener } from './contentChanges.ts';
import type { ServiceContext, ServiceModule, SharedServices } from './serviceModule.ts';

export type { ServiceContext, ServiceModule, SharedServices } from './serviceModule.ts';

export interface Services {
  app: Hono;
  claims(pathname: string): boolean;
  describe(origin: string): string[];
  /** Follows the embedded content lake's changes; undefined when no service holds content. */
  followChanges?(listener: ContentChangeListener): () => void;
  close(): Promise<void>;
}

type ServiceFactory = (
  context: ServiceContext,
  shared: SharedServices,
) => Promise<ServiceModule> | ServiceModule;

/** Order matters only where two services could claim one path: the first wins. */
const factories: ServiceFactory[] = [
  (context) => lakeService(context),
  () => functionsService(),
  studioService,
  contentHostService,
  (_context, shared) => mailService(shared),
];

export async function createServices(context: ServiceContext): Promise<Services> {
  const modules: ServiceModule[] = [];
  // Asked when a request comes, by which time every service is made.
  const shared: SharedServices = {
    isEditor: (authorization) => modules.some((module) => module.isEditor?.(authorization)),
  };
  for (const factory of factories) modules.push(await factory(context, shared));
  const owner = (pathname: string) => modules.find((module) => module.claims(pathname));

  const app = new Hono();
  app.all('*', (c) => {
    const module = owner(c.req.path);
    // c.env carries the Node socket, so functions can see the visitor's address.
    return module ? module.app.fetch(c.req.raw, c.env) : c.notFound();
  });

  const contentSource = modules.find((module) => module.followChanges);
  return {
    app,
    claims: (pathname) => owner(pathname) !== undefined,
    followChanges: contentSource?.followChanges,
    describe: (origin) => modules.map((module) => module.describe(origin)),
    close: async () => {
      for (const module of modules.reverse()) await module.close?.();
    },
  };
}
