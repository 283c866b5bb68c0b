/** Every serverless function with the route it answers (each file's `config.path`). */
import submit, { config as submitConfig } from './submit.ts';

export interface FunctionRoute {
  path: string;
  handler: (request: Request) => Promise<Response>;
}

export const functionRoutes: FunctionRoute[] = [{ path: submitConfig.path, handler: submit }];
