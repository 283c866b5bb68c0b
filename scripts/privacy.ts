/**
 * `npm run privacy`: a person's rights over their enquiries, and the retention run, by hand.
 *   npm run privacy -- export <email> [--out file.json]  every enquiry with that address, as JSON
 *   npm run privacy -- erase <email>                     deletes them, history included
 *   npm run privacy -- retention [--dry-run]             deletes what is past the retention period
 *   npm run privacy -- sign-in-code                      a fresh Studio sign-in link, printed here
 * Against the host serving this data folder, on whatever port it listens (its lock says where),
 * else this data folder's lake opened in-process; with SANITY_API_HOST, SANITY_PROJECT_ID and
 * SANITY_API_TOKEN set, against that hosted project.
 * UK GDPR gives a month to answer a request: run it the day it arrives.
 */
import './loadEnv.ts';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { runningLakeOrigin } from '@halcyon/content-lake';
import { createClient, type SanityClient } from '@sanity/client';
import { lakeService } from '../server/lakeService.ts';
import { dataDirectory } from '../shared/environment.ts';
import { LOCAL_TOKEN_FILE, sanityConnection } from '../shared/sanityConfig.ts';
import { localClient, serverAnswers, withPrivateServer } from '../seed/local.ts';
import {
  erasePersonalData,
  exportPersonalData,
  retentionSummary,
  runRetention,
} from '../features/privacy/index.ts';
import { forgetCaughtMail } from '../features/privacy/index.ts';
import { freshSignInLine, NoSignInLink } from './signInCode.ts';

const USAGE = `Usage:
  npm run privacy -- export <email> [--out file.json]
  npm run privacy -- erase <email>
  npm run privacy -- retention [--dry-run]
  npm run privacy -- sign-in-code`;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    out: { type: 'string' },
    'dry-run': { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});

/** Lends a client with a token for the configured dataset, as `npm run seed` finds it. */
async function withClient<T>(work: (client: SanityClient) => Promise<T>): Promise<T> {
  // The host serving this data folder says in its lock where it listens, whatever its PORT.
  const origin = runningLakeOrigin(dataDirectory());
  const connection = sanityConnection({ withToken: true, origin });
  if (!connection.local) {
    if (!connection.token) throw new Error('A hosted project needs SANITY_API_TOKEN.');
    return work(createClient({ ...connection, useCdn: false }));
  }
  const running = createClient({ ...connection, useCdn: false });
  if (await serverAnswers(running)) {
    if (!connection.token) {
      throw new Error(
        `A server answers at ${connection.apiHost}, but there is no local token in DATA_DIR; ` +
          "set DATA_DIR to that server's data folder (or SANITY_API_TOKEN).",
      );
    }
    return work(running);
  }
  // No server answering: open this data folder's lake in-process.
  const dataDir = dataDirectory();
  const lake = lakeService({ dataDir, origin: connection.apiHost });
  try {
    const token = readFileSync(path.join(dataDir, LOCAL_TOKEN_FILE), 'utf8').trim();
    return await withPrivateServer(lake.app, (origin) => work(localClient(origin, token)));
  } finally {
    await lake.close?.();
  }
}

async function main(): Promise<void> {
  const [command, email] = positionals;
  if (values.help || !command) {
    console.log(USAGE);
    return;
  }
  if (command === 'export' && email) {
    const exported = await withClient((client) => exportPersonalData(client, email));
    const json = `${JSON.stringify(exported, null, 2)}\n`;
    if (values.out) {
      // Personal data: readable by the owner only.
      writeFileSync(values.out, json, { mode: 0o600 });
      console.error(`privacy: ${exported.enquiries.length} enquiries written to ${values.out}`);
    } else {
      process.stdout.write(json);
    }
    return;
  }
  if (command === 'erase' && email) {
    const erased = await withClient((client) => erasePersonalData(client, email));
    console.log(
      erased.length === 0
        ? `privacy: nothing stored for ${email}`
        : `privacy: erased ${erased.length} enquiry documents, history included: ${erased.join(', ')}`,
    );
    // The running host's mail catcher keeps copies of the e-mails the forms sent: they go too.
    const host = runningLakeOrigin(dataDirectory());
    const token = sanityConnection({ withToken: true, origin: host }).token;
    if (host && token) {
      const forgotten = await forgetCaughtMail(host, token, email);
      console.log(`privacy: ${forgotten} caught e-mails forgotten by the host's mail catcher`);
    }
    return;
  }
  // Who may read the personal data: the editor signs in with a code from the running host,
  // asked for with the server token and printed in this terminal, never on the host's console.
  if (command === 'sign-in-code') {
    try {
      console.log(await freshSignInLine());
    } catch (error) {
      if (!(error instanceof NoSignInLink)) throw error;
      console.error(`privacy: ${error.message}`);
      process.exitCode = 1;
    }
    return;
  }
  if (command === 'retention') {
    const dryRun = values['dry-run'];
    const report = await withClient((client) => runRetention(client, { dryRun }));
    console.log(
      dryRun
        ? `privacy: would delete ${report.deleted.length} (past ${report.months} months): ${report.deleted.join(', ')}`
        : `privacy: ${retentionSummary(report)}`,
    );
    return;
  }
  console.error(USAGE);
  process.exitCode = 2;
}

try {
  await main();
} catch (error) {
  console.error(`privacy failed: ${(error as Error).message}`);
  process.exit(1);
}
