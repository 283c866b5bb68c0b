/**
 * The environment, validated in one place and read once. Every variable the host, the site's
 * loaders, the functions, the seed and the commands use is declared here with its default;
 * `.env.example` documents each of them once. A wrong value stops the process at start with the
 * variable's name, instead of surfacing later as a strange request.
 */
import path from 'node:path';
import { z } from 'zod';
import { isLoopback, type TrustProxy } from './clientAddress.ts';

export const DEFAULT_API_VERSION = '2025-02-19';

/** An unset variable and an empty one mean the same: use the default. */
const blankAsUnset = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const text = z.preprocess(blankAsUnset, z.string().trim().optional());
const address = z.preprocess(blankAsUnset, z.url().optional());
const positiveInteger = (fallback: number) =>
  z.preprocess(blankAsUnset, z.coerce.number().int().positive().default(fallback));

const ON = new Set(['on', 'true', 'yes', '1']);
const OFF = new Set(['off', 'false', 'no', '0']);

/** "on" or "off" (and their usual spellings); unset is undefined, so a default can be decided. */
const onOff = z
  .preprocess(blankAsUnset, z.string().trim().toLowerCase().optional())
  .transform((value, context) => {
    if (value === undefined) return undefined;
    if (ON.has(value)) return true;
    if (OFF.has(value)) return false;
    context.addIssue({ code: 'custom', message: `must be "on" or "off", not "${value}"` });
    return z.NEVER;
  });

/** Off, on (one proxy), or how many proxies in front of the host append to X-Forwarded-For. */
const trustProxy = z
  .preprocess(blankAsUnset, z.string().trim().toLowerCase().optional())
  .transform((value, context): TrustProxy => {
    if (value === undefined || OFF.has(value)) return 0;
    if (/^\d+$/.test(value) && Number(value) <= 10) return Number(value);
    if (ON.has(value)) return 1;
    context.addIssue({
      code: 'custom',
      message: `must be "off", "on" or a number of proxies up to 10, not "${value}"`,
    });
    return z.NEVER;
  });

const schema = z.object({
  PORT: z.preprocess(blankAsUnset, z.coerce.number().int().min(0).max(65535).default(3000)),
  HOST: z.preprocess(blankAsUnset, z.string().default('127.0.0.1')),
  DATA_DIR: z.preprocess(blankAsUnset, z.string().default('data')),
  SANITY_API_HOST: address,
  SANITY_PROJECT_ID: text,
  SANITY_DATASET: z.preprocess(blankAsUnset, z.string().default('production')),
  SANITY_API_VERSION: z.preprocess(blankAsUnset, z.string().default(DEFAULT_API_VERSION)),
  SANITY_API_TOKEN: text,
  SANITY_ENQUIRY_TOKEN: text,
  LAKE_CORS_ORIGINS: text,
  /** Days the local lake's daily backups are kept (decision 072); 0 turns them off. */
  LAKE_BACKUP_DAYS: z.preprocess(
    blankAsUnset,
    z.coerce.number().int().min(0).max(3650).default(14),
  ),
  TRAVEL_CARDS_URL: address,
  ENQUIRY_RATE_LIMIT: positiveInteger(30),
  ENQUIRY_RATE_WINDOW: positiveInteger(600),
  ENQUIRY_SITE_LIMIT: z.preprocess(blankAsUnset, z.coerce.number().int().positive().optional()),
  /** Speed reports one address may send in ten minutes (decision 098); a visitor sends one a page. */
  VITALS_RATE_LIMIT: positiveInteger(300),
  /** What visitors' recordings may take in all, in megabytes (decision 094). */
  RECORDINGS_BUDGET_MB: positiveInteger(2048),
  SANITY_WEBHOOK_SECRET: text,
  SITE_URL: address,
  SMTP_URL: z.preprocess(
    blankAsUnset,
    z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// address' }).optional(),
  ),
  MAIL_FROM: text,
  /** Where every lead and change of its state is sent, signed (decision 115); unset: off. */
  LEAD_WEBHOOK_URL: z.preprocess(
    blankAsUnset,
    z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' }).optional(),
  ),
  /** The Standard Webhooks secret the receiver verifies with: whsec_ and 24+ bytes in base64. */
  LEAD_WEBHOOK_SECRET: z.preprocess(
    blankAsUnset,
    z
      .string()
      .trim()
      .regex(/^whsec_[A-Za-z0-9+/]{32,}={0,2}$/, {
        error: 'must be whsec_ followed by at least 24 random bytes in base64',
      })
      .optional(),
  ),
  TRUST_PROXY: trustProxy,
  ALLOWED_HOSTS: text,
  LOCAL_SIGN_IN: onOff,
  PAYMENT_GATEWAY_SECRET: text,
  PAYMENT_TEST_FORM: onOff,
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

/** The security settings of the one-process host, derived from the validated environment. */
export interface SecuritySettings {
  trustProxy: TrustProxy;
  /** Host names (without port) the host answers; `*.example` matches any sub-domain. */
  allowedHosts: string[];
  /** Whether the Studio's password-less local sign-in is offered at all. */
  localSignIn: boolean;
}

const WILDCARD_LISTENERS = new Set(['0.0.0.0', '::', '[::]']);

/** Loopback names the embedded default is reached by, and the Studio's listener host names. */
const LOCAL_HOSTS = ['localhost', '127.0.0.1', '[::1]', '*.localhost'];

function allowedHosts(env: Environment): string[] {
  const listed = env.ALLOWED_HOSTS?.split(',')
    .map((host) => host.trim().toLowerCase())
    .filter((host) => host !== '');
  if (listed && listed.length > 0) return listed;
  const configured = env.HOST.trim().toLowerCase();
  const extra = configured && !WILDCARD_LISTENERS.has(configured) ? [configured] : [];
  return [...new Set([...LOCAL_HOSTS, ...extra])];
}

/** Whether HOST is a loopback address or name, so only this machine can connect. */
export function listensOnLoopbackOnly(host: string): boolean {
  const name = host.trim().toLowerCase();
  return name === 'localhost' || isLoopback(name);
}

/**
 * The local sign-in is on by default only for the embedded default: the local content lake
 * (no hosted API) on a loopback listener. Anything else must turn it on explicitly.
 */
function localSignIn(env: Environment): boolean {
  if (env.LOCAL_SIGN_IN !== undefined) return env.LOCAL_SIGN_IN;
  return !env.SANITY_API_HOST && listensOnLoopbackOnly(env.HOST);
}

/**
 * Whether the host is exposed to visitors: its listener is reachable from other machines, or a
 * reverse proxy stands in front of it (`TRUST_PROXY`). The embedded default (a loopback listener
 * and no proxy) is one person's machine; anything else is a deployment.
 */
export function isExposed(env: Environment): boolean {
  return env.TRUST_PROXY > 0 || !listensOnLoopbackOnly(env.HOST);
}

/**
 * The public origin of an exposed host, which it may not start without: canonical links and the
 * page cache's key are built from it, never from the name a request claims, so a forged `Host`
 * or an absolute request target cannot put another site's address into a page kept for everyone.
 * Undefined on the embedded default without SITE_URL (pages use the checked request's origin).
 */
export function publicSiteUrl(env: Environment = environment()): string | undefined {
  if (env.SITE_URL) return new URL(env.SITE_URL).origin;
  if (!isExposed(env)) return undefined;
  throw new Error(
    'SITE_URL is not set: a host reachable from other machines or behind a proxy (HOST is not ' +
      'a loopback address, or TRUST_PROXY is on) must be told its public address. Set SITE_URL ' +
      'to the address visitors use, e.g. SITE_URL=https://www.example.co.uk (see .env.example).',
  );
}

export function securitySettings(env: Environment = environment()): SecuritySettings {
  return {
    trustProxy: env.TRUST_PROXY,
    allowedHosts: allowedHosts(env),
    localSignIn: localSignIn(env),
  };
}
