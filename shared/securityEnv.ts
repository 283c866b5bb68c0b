/**
 * The security settings of the one-process host, read from the environment in one place:
 * `TRUST_PROXY`, `ALLOWED_HOSTS` and `LOCAL_SIGN_IN` (see .env.example). A value that cannot be
 * understood stops the host at start-up rather than quietly weakening a guard.
 */
import { isLoopback, type TrustProxy } from './clientAddress.ts';

export interface SecuritySettings {
  trustProxy: TrustProxy;
  /** Host names (without port) the host answers; `*.example` matches any sub-domain. */
  allowedHosts: string[];
  /** Whether the Studio's password-less local sign-in is offered at all. */
  localSignIn: boolean;
}

export type Environment = Record<string, string | undefined>;

const ON = new Set(['on', 'true', 'yes', '1']);
const OFF = new Set(['off', 'false', 'no', '0', '']);

function flag(name: string, value: string | undefined): boolean | undefined {
  if (value === undefined) return undefined;
  const normal = value.trim().toLowerCase();
  if (ON.has(normal)) return true;
  if (OFF.has(normal)) return false;
  throw new Error(`${name} must be "on" or "off", not "${value}"`);
}

/** Off, on (one proxy), or the number of proxies in front of the host. */
export function trustProxyFromEnv(value: string | undefined): TrustProxy {
  const trimmed = value?.trim() ?? '';
  if (/^\d+$/.test(trimmed) && Number(trimmed) <= 10) return Number(trimmed);
  const on = flag('TRUST_PROXY', trimmed);
  if (on === undefined) return 0;
  return on ? 1 : 0;
}

const WILDCARD_LISTENERS = new Set(['0.0.0.0', '::', '[::]']);

/** Loopback names the embedded default is reached by, and the Studio's listener host names. */
const LOCAL_HOSTS = ['localhost', '127.0.0.1', '[::1]', '*.localhost'];

export function allowedHostsFromEnv(env: Environment): string[] {
  const listed = env.ALLOWED_HOSTS?.split(',')
    .map((host) => host.trim().toLowerCase())
    .filter((host) => host !== '');
  if (listed && listed.length > 0) return listed;
  const configured = env.HOST?.trim().toLowerCase();
  const extra = configured && !WILDCARD_LISTENERS.has(configured) ? [configured] : [];
  return [...new Set([...LOCAL_HOSTS, ...extra])];
}

function listensOnLoopbackOnly(host: string | undefined): boolean {
  const name = (host ?? '127.0.0.1').trim().toLowerCase();
  return name === 'localhost' || isLoopback(name);
}

/**
 * The local sign-in is on by default only for the embedded default: the local content lake
 * (no hosted API) on a loopback listener. Anything else must turn it on explicitly.
 */
export function localSignInFromEnv(env: Environment): boolean {
  const explicit = flag('LOCAL_SIGN_IN', env.LOCAL_SIGN_IN);
  if (explicit !== undefined) return explicit;
  return !env.SANITY_API_HOST && listensOnLoopbackOnly(env.HOST);
}

export function securitySettings(env: Environment = process.env): SecuritySettings {
  return {
    trustProxy: trustProxyFromEnv(env.TRUST_PROXY),
    allowedHosts: allowedHostsFromEnv(env),
    localSignIn: localSignInFromEnv(env),
  };
}
