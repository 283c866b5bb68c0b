/**
 * Serves the built Studio (studio/dist, made by `npm run build`) at /studio. Hashed assets are
 * cached for a year; every other path under /studio answers index.html, uncached, so the
 * Studio's own router can take over (deep links such as /studio/structure/journey;…).
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import type { ServiceModule } from './serviceModule.ts';

export const STUDIO_BASE_PATH = '/studio';
const DEFAULT_DIST_DIR = path.resolve(import.meta.dirname, '../studio/dist');

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
};

/** Build output names such as `sanity-CiAnzk-T.js` carry a content hash and never change. */
const HASHED_ASSET = /-[A-Za-z0-9_-]{8}\.(?:js|mjs|css|woff2?)$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

export function isStudioPath(pathname: string): boolean {
  return pathname === STUDIO_BASE_PATH || pathname.startsWith(`${STUDIO_BASE_PATH}/`);
}

/** The file a request path names inside the build folder, or undefined if it escapes it. */
export function studioFilePath(distDir: string, pathname: string): string | undefined {
  let relative: string;
  try {
    relative = decodeURIComponent(pathname.slice(STUDIO_BASE_PATH.length));
  } catch {
    return undefined;
  }
  if (relative.includes('\0')) return undefined;
  const file = path.join(distDir, relative);
  return file.startsWith(distDir + path.sep) ? file : undefined;
}

export function cacheControlFor(file: string): string {
  return HASHED_ASSET.test(path.basename(file)) ? IMMUTABLE : REVALIDATE;
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

export function createStudioService({ distDir = DEFAULT_DIST_DIR } = {}): ServiceModule {
  const app = new Hono();
  const indexFile = path.join(distDir, 'index.html');

  const send = async (file: string, status: 200 | 404 = 200) =>
    new Response(await readFile(file), {
      status,
      headers: {
        'content-type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
        'cache-control': cacheControlFor(file),
        'x-content-type-options': 'nosniff',
      },
    });

  app.use('*', compress());
  app.on(['GET', 'HEAD'], '*', async (c) => {
    if (!(await isFile(indexFile))) {
      return c.text('The Studio has not been built yet: run `npm run build`, then reload.', 503, {
        'cache-control': 'no-store',
      });
    }
    const file = studioFilePath(distDir, c.req.path);
    if (file && (await isFile(file))) return send(file);
    // A missing script or stylesheet is an error, not a page of the Studio.
    if (c.req.path.startsWith(`${STUDIO_BASE_PATH}/static/`)) return c.text('Not found', 404);
    return send(indexFile);
  });
  app.all('*', (c) => c.text('Method not allowed', 405, { allow: 'GET, HEAD' }));

  return {
    name: 'studio',
    app,
    claims: isStudioPath,
    describe: (origin) => `studio        ${origin}${STUDIO_BASE_PATH}`,
  };
}

export function studioService(): ServiceModule {
  return createStudioService();
}
