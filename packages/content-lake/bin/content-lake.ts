#!/usr/bin/env node
/**
 * The lake alone, configured from the environment:
 *   DATA_DIR=/some/folder PORT=4301 node packages/content-lake/bin/content-lake.ts
 * DATA_DIR (required) holds `lake.sqlite`, uploaded assets and the bearer token
 * (`local-api-token`, made on first start). PORT (default 4301; 0 picks a free one), HOST
 * (default 127.0.0.1), LAKE_PROJECT_ID (default `local`), LAKE_DATASET (default `production`),
 * LAKE_HIDDEN_TYPES (comma-separated types a caller without a token never sees),
 * LAKE_CORS_ORIGINS (comma-separated browser origins), LAKE_BACKUP_DAYS (daily backups, off
 * at 0). The first line printed is `lake listening on <origin>`.
 */
import path from 'node:path';
import { parseOriginList, serveLake } from '../src/index.ts';

const env = process.env;
if (!env.DATA_DIR) {
  console.error('content-lake: set DATA_DIR to the folder that holds (or will hold) the lake');
  process.exit(2);
}
const port = Number(env.PORT ?? '4301');
const backupDays = Number(env.LAKE_BACKUP_DAYS ?? '0');
if (!Number.isInteger(port) || port < 0 || !Number.isInteger(backupDays) || backupDays < 0) {
  console.error('content-lake: PORT and LAKE_BACKUP_DAYS must be whole numbers');
  process.exit(2);
}
const hiddenTypes = (env.LAKE_HIDDEN_TYPES ?? '')
  .split(',')
  .map((type) => type.trim())
  .filter((type) => type !== '');
const served = await serveLake({
  dataDir: path.resolve(env.DATA_DIR),
  port,
  hostname: env.HOST ?? '127.0.0.1',
  projectId: env.LAKE_PROJECT_ID ?? 'local',
  dataset: env.LAKE_DATASET ?? 'production',
  ...(hiddenTypes.length > 0 ? { hiddenTypes } : {}),
  corsOrigins: parseOriginList(env.LAKE_CORS_ORIGINS),
  backupDays,
  exitOnSignal: true,
});
console.log(`lake listening on ${served.origin}`);
