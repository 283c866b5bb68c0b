/**
 * Google's `web-vitals` (attribution build), loaded at the page's first idle moment after
 * hydration (`FieldVitals.tsx`), handing every figure to the page's beacon (`startup/fieldVitals.ts`)
 * as it changes. The beacon sends them once, when the page is hidden; `reportAllChanges` keeps
 * its copy current, whichever listener hears the page hide first.
 */
import { onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals/attribution';

/** The beacon's global: records the latest figure of a metric. */
export type PutFigure = (metric: string, value: number, target?: string, phase?: string) => void;

/** The name of the largest of some phases. */
export function longestPhase(phases: Record<string, number>): string {
  return Object.entries(phases).reduce((a, b) => (b[1] > a[1] ? b : a))[0];
}

export function reportFieldVitals(put: PutFigure): void {
  const options = { reportAllChanges: true };
  onLCP(({ value, attribution }) => {
    put(
      'LCP',
      value,
      attribution.target,
      longestPhase({
        timeToFirstByte: attribution.timeToFirstByte,
        resourceLoadDelay: attribution.resourceLoadDelay,
        resourceLoadDuration: attribution.resourceLoadDuration,
        elementRenderDelay: attribution.elementRenderDelay,
      }),
    );
  }, options);
  onINP(({ value, attribution }) => {
    put(
      'INP',
      value,
      attribution.interactionTarget,
      longestPhase({
        inputDelay: attribution.inputDelay,
        processingDuration: attribution.processingDuration,
        presentationDelay: attribution.presentationDelay,
      }),
    );
  }, options);
  onCLS(({ value }) => put('CLS', value), options);
  onFCP(({ value }) => put('FCP', value), options);
  onTTFB(({ value }) => put('TTFB', value), options);
}
