import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createClient, type SanityClient } from '@sanity/client';
import { baseURL } from '../playwright.config.ts';

/** The content API of the server under test, with the local token the lake created. */
export function contentApi(): SanityClient {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is set by the Playwright config');
  const token = readFileSync(path.join(dataDir, 'local-api-token'), 'utf8').trim();
  return createClient({
    projectId: 'local',
    dataset: 'production',
    apiVersion: '2025-02-19',
    apiHost: baseURL,
    useProjectHostname: false,
    useCdn: false,
    token,
    perspective: 'raw',
  });
}

/** Published site settings, as editors set them in the Studio. */
export async function siteSettings(): Promise<{
  phone: string;
  email: string;
  aviationLicence: string;
  scheduling: { url: string };
}> {
  return contentApi().fetch('*[_id == "siteSettings"][0]');
}
