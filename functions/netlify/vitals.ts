/**
 * Netlify entry for the field-data reports at /api/vitals. Hosted Sanity limits mutations to 25 a
 * second per address, so each function instance folds reports in memory and writes them at most
 * once per interval (lib/siteSpeedBatch.ts, decision 120; docs/field-speed.md says how it scales).
 */
import { configuredWriteClient } from '../../shared/writeClient.ts';
import { createBatchingSiteSpeedStore } from '../../features/fieldSpeed/index.ts';
import { deployedVitals } from '../vitals.ts';

export const config = { path: '/api/vitals' };

export default deployedVitals(createBatchingSiteSpeedStore(configuredWriteClient));
