/**
 * The page's field-data beacon for one render: the route type of the page rendered (never its
 * address) and the sample rate editors set in site settings. An editor's preview is not counted.
 */
import type { EntryContext } from 'react-router';
import {
  BOT_USER_AGENT,
  CONNECTIONS,
  DEVICE_WIDTHS,
  routeTypeOf,
  VITALS_PATH,
} from '../../features/fieldSpeed/browser.ts';
import type { FieldVitalsOptions } from '../startup/fieldVitals.ts';

interface RootData {
  preview?: boolean;
  settings?: { fieldSampleRate?: number | null };
}

/** A rate editors left unset counts every page view (a small site needs them all). */
export function sampleRateOf(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value)
    ? Math.min(100, Math.max(0, value))
    : 100;
}

export function fieldVitalsOptions({
  staticHandlerContext: { matches, errors, loaderData },
}: EntryContext): FieldVitalsOptions | null {
  const root = loaderData.root as RootData | undefined;
  if (root?.preview) return null;
  // A page that failed to render is counted under the not-found page's or as "other".
  const leaf = matches.at(-1)?.route.id;
  const routeType = errors
    ? leaf === 'routes/NotFoundPage'
      ? 'not-found'
      : 'other'
    : routeTypeOf(leaf);
  return {
    endpoint: VITALS_PATH,
    routeType,
    sampleRate: sampleRateOf(root?.settings?.fieldSampleRate),
    bots: BOT_USER_AGENT.source,
    phoneBelow: DEVICE_WIDTHS.phone,
    tabletBelow: DEVICE_WIDTHS.tablet,
    connections: CONNECTIONS,
  };
}
