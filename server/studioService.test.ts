import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cacheControlFor,
  createStudioService,
  isStudioPath,
  studioFilePath,
} from './studioService.ts';

let distDir: string;

beforeAll(() => {
  distDir = mkdtempSync(path.join(os.tmpdir(), 'studio-dist-'));
  mkdirSync(path.join(distDir, 'static'));
  writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>Studio</title>');
  writeFileSync(path.join(distDir, 'static', 'sanity-CiAnzk-T.js'), 'console.log(1)');
  writeFileSync(path.join(distDir, 'static', 'favicon.svg'), '<svg/>');
});
afterAll(() => rmSync(distDir, { recursive: true, force: true }));

const get = (pathname: string, method = 'GET') =>
  createStudioService({ distDir }).app.fetch(
    new Request(`http://127.0.0.1${pathname}`, { method }),
  );

describe('isStudioPath', () => {
  it.each([
    ['/studio', true],
    ['/studio/', true],
    ['/studio/structure/journey', true],
    ['/studios', false],
    ['/journeys', false],
    ['/', false],
  ])('%s → %s', (pathname, claimed) => {
    expect(isStudioPath(pathname)).toBe(claimed);
  });
});

describe('studioFilePath', () => {
  it.each([
    ['/studio/static/app-abcdefgh.js', 'static/app-abcdefgh.js'],
    ['/studio/index.html', 'index.html'],
    ['/studio/../package.json', undefined],
    ['/studio/static/..%2f..%2fpackage.json', undefined],
    ['/studio/%E0%A4%A', undefined],
    ['/studio/a%00b', undefined],
    ['/studio', undefined],
  ])('%s → %s', (pathname, expected) => {
    const file = studioFilePath('/srv/dist', pathname);
    expect(file).toBe(expected === undefined ? undefined : path.join('/srv/dist', expected));
  });
});

describe('cacheControlFor', () => {
  it.each([
    ['static/sanity-CiAnzk-T.js', 'public, max-age=31536000, immutable'],
    ['static/lib-C0ltRZk7.css', 'public, max-age=31536000, immutable'],
    ['static/favicon.svg', 'no-cache'],
    ['static/manifest.webmanifest', 'no-cache'],
    ['index.html', 'no-cache'],
  ])('%s → %s', (file, header) => {
    expect(cacheControlFor(file)).toBe(header);
  });
});

describe('studio service', () => {
  it('serves index.html, uncached, for the Studio’s own routes', async () => {
    for (const pathname of ['/studio', '/studio/', '/studio/structure/journey;abc']) {
      const response = await get(pathname);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toContain('<title>Studio</title>');
    }
  });

  it('serves hashed assets as immutable with their content type', async () => {
    const response = await get('/studio/static/sanity-CiAnzk-T.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('answers 404 for a missing asset rather than the Studio page', async () => {
    const response = await get('/studio/static/gone-12345678.js');
    expect(response.status).toBe(404);
  });

  it('never serves files outside the build folder', async () => {
    const response = await get('/studio/static/..%2f..%2f..%2fetc%2fpasswd');
    expect(response.status).toBe(404);
  });

  it('refuses writes with 405', async () => {
    const response = await get('/studio/structure', 'POST');
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
  });

  it('explains what to do when the Studio has not been built', async () => {
    const empty = mkdtempSync(path.join(os.tmpdir(), 'studio-empty-'));
    const response = await createStudioService({ distDir: empty }).app.fetch(
      new Request('http://127.0.0.1/studio'),
    );
    rmSync(empty, { recursive: true, force: true });
    expect(response.status).toBe(503);
    expect(await response.text()).toContain('npm run build');
  });
});
