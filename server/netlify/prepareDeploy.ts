/**
 * Turns the production build into what Netlify deploys, after `npm run build` and before Netlify
 * bundles the functions:
 *
 * - the site's pages as a function (Netlify's frameworks API folder, `.netlify/v1/functions`),
 *   answering every path that is neither a static file nor one of the project's own functions;
 * - the Studio at /studio of the same site, its deep links answered by its index page;
 * - the Studio's content policy, with the hash of the inline script its index page carries;
 * - where no remote content host is configured (`TRAVEL_CARDS_URL`), the travel-cards snapshot
 *   and its drawn pictures as static files at the content host's paths.
 */
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { readTravelCardSnapshot } from '../contentHostService.ts';
import { cachedArtwork, mapWithConcurrency } from '../../imagery/cache.ts';
import { travelPackFolder, type TravelCard } from '../../shared/travelCardFeed.ts';
import { travelPackImage } from '../../imagery/travelCardArt.ts';
import {
  hostedStudioOrigins,
  serialisePolicy,
  studioDirectives,
} from '../security/contentSecurityPolicy.ts';
import { inlineScriptHashes } from '../security/inlineScripts.ts';
import { STUDIO_BASE_PATH } from '../studioService.ts';

/** Paths the project's own functions answer (their `config.path`), which pages never shadow. */
export const FUNCTION_PATHS = ['/submit', '/api/enquiries', '/api/content-webhook', '/api/vitals'];

export interface DeployFolders {
  /** The project root. */
  root: string;
  /** What Netlify publishes (the site's browser assets). */
  publishDir: string;
  /** The built Studio. */
  studioDir: string;
  /** The React Router server build's entry. */
  serverEntry: string;
}

export interface DeployOptions {
  /** TRAVEL_CARDS_URL: with it, the feed and its pictures come from that content host. */
  travelCardsUrl: string | undefined;
  /** SANITY_API_HOST, for the Studio policy's content origins. */
  sanityApiHost: string | undefined;
}

const posix = (file: string) => file.split(path.sep).join('/');

/**
 * The function entry: the server build and the Studio's index page handed to the site handler,
 * with its route.
 */
export function siteFunctionEntry(
  functionsDir: string,
  folders: DeployFolders,
  studioIndexHtml: string,
): string {
  const from = (target: string) => {
    const relative = posix(path.relative(functionsDir, target));
    return relative.startsWith('.') ? relative : `./${relative}`;
  };
  const config = {
    name: 'Site pages',
    path: '/*',
    excludedPath: [
      '/.netlify/*',
      `${STUDIO_BASE_PATH}`,
      `${STUDIO_BASE_PATH}/*`,
      ...FUNCTION_PATHS,
    ],
    // A static file (hashed assets, the feed, pictures, robots of the client folder) wins.
    preferStatic: true,
  };
  return [
    '// Written by `npm run build:netlify` (server/netlify/prepareDeploy.ts); do not edit.',
    `import * as build from '${from(folders.serverEntry)}';`,
    `import { netlifySiteFunction } from '${from(path.join(folders.root, 'server/netlify/siteEntry.ts'))}';`,
    `export default netlifySiteFunction(build, ${JSON.stringify(studioIndexHtml)});`,
    `export const config = ${JSON.stringify(config)};`,
    '',
  ].join('\n');
}

/** `_headers` lines for the Studio: its own policy, its index page revalidated. */
export function studioHeaders(indexHtml: string, sanityApiHost: string | undefined): string {
  const directives = studioDirectives(hostedStudioOrigins(sanityApiHost));
  const policy = serialisePolicy({
    ...directives,
    'script-src': [...(directives['script-src'] ?? []), ...inlineScriptHashes(indexHtml)],
  });
  return [`${STUDIO_BASE_PATH}/*`, `  Content-Security-Policy: ${policy}`, ''].join('\n');
}

/**
 * The pictures of a card at the addresses the site asks for: the card's own picture under
 * travel-pack/ (WebP and JPG), and the offer page's main picture and gallery under its code.
 */
export function shippedPicturePaths(card: TravelCard): string[] {
  const code = travelPackFolder(card);
  const id = code.replace(/^ship-/, '');
  return [
    `/travel-pack/${code}/${id}_hero.webp`,
    `/travel-pack/${code}/${id}_hero.jpg`,
    ...['hero-main', '1', '2', '3', '4', '5', '6'].map(
      (variant) => `/${code}/${code}_${variant}.webp`,
    ),
  ];
}

async function shipTravelCards(publishDir: string): Promise<number> {
  const cards = readTravelCardSnapshot();
  await writeFile(path.join(publishDir, 'travelcards.json'), JSON.stringify(cards));
  const paths = cards.flatMap((card) => shippedPicturePaths(card));
  await mapWithConcurrency(paths, 4, async (pathname) => {
    const image = travelPackImage(cards, pathname);
    if (!image) throw new Error(`No card owns ${pathname}`);
    const file = path.join(publishDir, pathname);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, await cachedArtwork(image.artwork, image.format));
  });
  return paths.length;
}

export interface PreparedDeploy {
  functionFile: string;
  pictures: number;
}

export async function prepareNetlifyDeploy(
  folders: DeployFolders,
  options: DeployOptions,
): Promise<PreparedDeploy> {
  const functionsDir = path.join(folders.root, '.netlify/v1/functions');
  await rm(functionsDir, { recursive: true, force: true });
  await mkdir(functionsDir, { recursive: true });
  const studioIndex = await readFile(path.join(folders.studioDir, 'index.html'), 'utf8');
  const functionFile = path.join(functionsDir, 'site.mjs');
  await writeFile(functionFile, siteFunctionEntry(functionsDir, folders, studioIndex));

  const studioTarget = path.join(folders.publishDir, STUDIO_BASE_PATH.slice(1));
  await rm(studioTarget, { recursive: true, force: true });
  await cp(folders.studioDir, studioTarget, { recursive: true });
  await writeFile(
    path.join(folders.publishDir, '_headers'),
    studioHeaders(studioIndex, options.sanityApiHost),
  );

  const pictures = options.travelCardsUrl ? 0 : await shipTravelCards(folders.publishDir);
  return { functionFile, pictures };
}
