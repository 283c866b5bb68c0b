/**
 * The environment, validated in one place and read once. Every variable the host, the site's
 * loaders, the functions, the seed and the commands use is declared here with its default;
 * `.env.example` documents each of them once. A wrong value stops the process at start with the
 * variable's name, instead of surfacing later as a strange request.
 */
import path from 'node:path';
import { z } from 'zod';

export const DEFAULT_API_VERSION = '2025-02-19';

/** An unset variable and an empty one mean the same: use the default. */
const blankAsUnset = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const text = z.preprocess(blankAsUnset, z.string().trim().optional());
const address = z.preprocess(blankAsUnset, z.url().optional());
const positiveInteger = (fallback: number) =>
  z.preprocess(blankAsUnset, z.coerce.number().int().positive().default(fallback));

const schema = z.object({
  PORT: z.preprocess(blankAsUnset, z.coerce.number().int().min(0).max(65535).default(3000)),
  HOST: z.preprocess(blankAsUnset, z.string().default('127.0.0.1')),
  DATA_DIR: z.preprocess(blankAsUnset, z.string().default('data')),
  SANITY_API_HOST: address,
  SANITY_PROJECT_ID: text,
  SANITY_DATASET: z.preprocess(blankAsUnset, z.string().default('production')),
  SANITY_API_VERSION: z.preprocess(blankAsUnset, z.string().default(DEFAULT_API_VERSION)),
  SANITY_API_TOKEN: text,
  LAKE_CORS_ORIGINS: text,
  TRAVEL_CARDS_URL: address,
  ENQUIRY_RATE_LIMIT: positiveInteger(30),
  ENQUIRY_RATE_WINDOW: positiveInteger(600),
  SANITY_WEBHOOK_SECRET: text,
  SITE_URL: address,
});

export type Environment = z.infer<typeof schema>;
/** The names of every variable read here, for the check that `.env.example` lists them. */
export const environmentVariables = Object.keys(schema.shape);
export type EnvironmentSource = Record<string, string | undefined>;

/** Validates a set of variables; throws one message naming every wrong variable. */
export function parseEnvironment(source: EnvironmentSource): Environment {
  const parsed = schema.safeParse(source);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  throw new Error(`The environment is not valid (see .env.example): ${problems.join('; ')}`);
}

let current: Environment | undefined;

/** This process's environment, validated on first use and kept. */
export function environment(): Environment {
  current ??= parseEnvironment(process.env);
  return current;
}

/** Forgets the kept environment, so a test that changes a variable sees it on the next read. */
export function forgetEnvironment(): void {
  current = undefined;
}

/** DATA_DIR as an absolute path, relative to `base` (the working folder unless given). */
export function dataDirectory(env: Environment = environment(), base = process.cwd()): string {
  return path.resolve(base, env.DATA_DIR);
}
