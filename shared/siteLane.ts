/**
 * The site's own lane into the embedded content lake. The site's pages are rendered in the same
 * process as the lake, yet read it over HTTP like any visitor, so a lane judged by what a query
 * says (its text, which anyone may copy) cannot keep the pages' queries apart from a flood of
 * anonymous ones. The lake opens the lane with a key drawn at random when it starts; the site's
 * server-side client sends it with every query; the key is held in this process's memory only,
 * never written, logged or sent to a browser, so no caller from outside can claim the lane.
 *
 * The key lives on `globalThis` because the site's server build carries its own copy of this
 * module: both copies must read the one key of the process.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';

export const SITE_LANE_HEADER = 'x-site-lane';

const KEY = Symbol.for('halcyon.siteLaneKey');
const holder = globalThis as { [KEY]?: string };

/** Draws the key (once per process) when the embedded lake starts; answers it. */
export function openSiteLane(): string {
  holder[KEY] ??= randomBytes(32).toString('base64url');
  return holder[KEY];
}

/**
 * The header the site's server-side client sends with its queries: none when no lake runs in
 * this process (a hosted content API is never sent the key).
 */
export function siteLaneHeaders(): Record<string, string> {
  const key = holder[KEY];
  return key ? { [SITE_LANE_HEADER]: key } : {};
}

/** Whether a request's header value is this process's key (compared in constant time). */
export function isSiteLaneKey(value: string | undefined): boolean {
  const key = holder[KEY];
  if (!key || value === undefined) return false;
  const given = Buffer.from(value);
  const expected = Buffer.from(key);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
