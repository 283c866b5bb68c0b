import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { config as webhookRoute } from '../../functions/contentWebhook.ts';
import { config as enquiriesEntry } from '../../functions/netlify/enquiries.ts';
import { config as submitEntry } from '../../functions/netlify/submit.ts';
import { config as webhookEntry } from '../../functions/netlify/contentWebhook.ts';
import { config as vitalsEntry } from '../../functions/netlify/vitals.ts';
import { travelPackImage } from '../../imagery/travelCardArt.ts';
import {
  cardHeroImage,
  imageCode,
  offerGalleryImages,
  offerHeroMainImage,
} from '../../web/lib/travelCardImages.ts';
import { readTravelCardSnapshot } from '../contentHostService.ts';
import {
  FUNCTION_PATHS,
  prepareNetlifyDeploy,
  shippedPicturePaths,
  siteFunctionEntry,
  studioHeaders,
  type DeployFolders,
} from './prepareDeploy.ts';

const STUDIO_INDEX =
  '<!doctype html><html><head><script>window.studio=1</script></head><body></body></html>';

let root: string;
let folders: DeployFolders;

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'netlify-deploy-'));
  folders = {
    root,
    publishDir: path.join(root, 'build/site/client'),
    studioDir: path.join(root, 'studio/dist'),
    serverEntry: path.join(root, 'build/site/server/index.js'),
  };
  await mkdir(folders.publishDir, { recursive: true });
  await mkdir(path.join(folders.studioDir, 'static'), { recursive: true });
  await writeFile(path.join(folders.studioDir, 'index.html'), STUDIO_INDEX);
  await writeFile(path.join(folders.studioDir, 'static/sanity-AbCdEfGh.js'), 'export {}');
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('the site function entry', () => {
  const entry = () =>
    siteFunctionEntry(path.join(root, '.netlify/v1/functions'), folders, STUDIO_INDEX);

  it('hands the server build to the site handler, by paths relative to itself', () => {
    expect(entry()).toContain("import * as build from '../../../build/site/server/index.js';");
    expect(entry()).toContain('../../../server/netlify/siteEntry.ts');
  });

  it('carries the Studio’s index page, for the Studio’s deep links', () => {
    expect(entry()).toContain(`netlifySiteFunction(build, ${JSON.stringify(STUDIO_INDEX)});`);
  });

  it('answers every path but the Studio, Netlify’s own and the project’s functions', () => {
    const config = JSON.parse(/export const config = (.*);/.exec(entry())?.[1] ?? 'null') as {
      path: string;
      excludedPath: string[];
      preferStatic: boolean;
    };
    expect(config.path).toBe('/*');
    expect(config.preferStatic).toBe(true);
    expect(config.excludedPath).toEqual(
      expect.arrayContaining(['/.netlify/*', '/studio', '/studio/*', ...FUNCTION_PATHS]),
    );
  });
});

describe('the project’s functions on Netlify', () => {
  it('answer at the paths their entries spell out, which the pages’ function leaves to them', () => {
    const paths = [submitEntry.path, enquiriesEntry.path, webhookEntry.path, vitalsEntry.path];
    expect(paths).toEqual(['/submit', '/api/enquiries', webhookRoute.path, '/api/vitals']);
    expect([...FUNCTION_PATHS].sort()).toEqual([...paths].sort());
  });
});

describe('the Studio on Netlify', () => {
  it('is published at /studio with a policy admitting exactly its index script', async () => {
    await prepareNetlifyDeploy(folders, {
      travelCardsUrl: 'https://content.example/travelcards.json',
      sanityApiHost: undefined,
    });
    expect(await readFile(path.join(folders.publishDir, 'studio/index.html'), 'utf8')).toBe(
      STUDIO_INDEX,
    );
    const headers = await readFile(path.join(folders.publishDir, '_headers'), 'utf8');
    expect(headers).toBe(studioHeaders(STUDIO_INDEX, undefined));
    expect(headers).toMatch(/^\/studio\/\*\n {2}Content-Security-Policy: .*'sha256-[^']+'/);
  });

  it('allows a hosted project’s content API', () => {
    expect(studioHeaders(STUDIO_INDEX, 'https://api.sanity.io')).toContain('api.sanity.io');
  });
});

describe('the travel-cards feed on Netlify', () => {
  it('comes from the remote content host when one is configured: nothing is shipped', async () => {
    const prepared = await prepareNetlifyDeploy(folders, {
      travelCardsUrl: 'https://content.example/travelcards.json',
      sanityApiHost: undefined,
    });
    expect(prepared.pictures).toBe(0);
    await expect(readFile(path.join(folders.publishDir, 'travelcards.json'))).rejects.toThrow();
  });
});

describe('the pictures shipped without a remote content host', () => {
  const cards = readTravelCardSnapshot();

  it('are every picture the site asks for, for every card of the snapshot', () => {
    for (const card of cards) {
      const shipped = shippedPicturePaths(card);
      const hero = cardHeroImage(card);
      const code = imageCode(card);
      if (!hero || !code) throw new Error(`card ${card.slug} has no pictures`);
      expect(shipped).toEqual(
        expect.arrayContaining([
          hero.webp,
          hero.jpg,
          offerHeroMainImage(code),
          ...offerGalleryImages(code),
        ]),
      );
    }
  });

  it('are each drawn by the content host’s picture generator', () => {
    const paths = cards.flatMap((card) => shippedPicturePaths(card));
    expect(paths.filter((pathname) => !travelPackImage(cards, pathname))).toEqual([]);
  });
});
