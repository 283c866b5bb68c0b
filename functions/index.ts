/** Every serverless function with the route it answers (each file's `config.path`). */
import enquiries, { config as enquiriesConfig } from './enquiries.ts';
import type { FunctionHandler } from '../http/functionContext.ts';
import submit, { config as submitConfig } from './submit.ts';
import tripRequests, { config as tripRequestsConfig } from './tripRequests.ts';
import vitals, { config as vitalsConfig } from './vitals.ts';

export type { FunctionContext } from '../http/functionContext.ts';

export interface FunctionRoute {
  path: string;
  handler: FunctionHandler;
}

export const functionRoutes: FunctionRoute[] = [
  { path: submitConfig.path, handler: submit },
  { path: enquiriesConfig.path, handler: enquiries },
  { path: tripRequestsConfig.path, handler: tripRequests },
  { path: vitalsConfig.path, handler: vitals },
];
