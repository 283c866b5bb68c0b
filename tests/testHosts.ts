/**
 * The two hosts the browser tests run against, each with a lake of its own. A test that changes
 * published content (its title tagged `@publishes`) runs on the publishing host, so its change
 * never reaches a page another test is looking at; every other test reads the reading host's
 * seed as it stands. Their data folders are kept in the environment, so the test workers, which
 * load this module again, see the folders the config made.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface TestHost {
  /** Its project names' suffix and its log's name. */
  readonly name: 'reading' | 'publishing';
  readonly origin: string;
  readonly port: number;
  readonly dataDir: string;
}

const firstPort = Number(process.env.E2E_PORT ?? 4173);
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'travel-e2e-'));
process.env.E2E_PUBLISHING_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'travel-e2e-pub-'));

function host(name: TestHost['name'], port: number, dataDir: string): TestHost {
  return { name, port, origin: `http://127.0.0.1:${port}`, dataDir };
}

export const readingHost = host('reading', firstPort, process.env.E2E_DATA_DIR);
export const publishingHost = host(
  'publishing',
  firstPort + 1,
  process.env.E2E_PUBLISHING_DATA_DIR,
);

/** The tag of a test (or a group of tests) that changes published content. */
export const PUBLISHES = /@publishes/;

/**
 * The tag of a publishing test that counts its pages' reloads: it runs on the publishing host
 * after every other publishing test, alone, since another test's publish would reload its pages
 * for good reason (decision 130).
 */
export const COUNTS_RELOADS = /@counts-reloads/;
