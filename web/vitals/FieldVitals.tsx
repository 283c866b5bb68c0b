/**
 * Starts the field measurement at the page's first idle moment after hydration, so it costs the
 * first paint and the first taps nothing. A page view the beacon does not count (a bot, a
 * prerender, outside the sample) has no beacon global, and never downloads the library.
 */
import { useEffect } from 'react';
import { useIdle } from '../components/useIdle.ts';
import { FIELD_VITALS_GLOBAL } from './fieldVitalsGlobal.ts';

export function FieldVitals() {
  const idle = useIdle();
  useEffect(() => {
    if (!idle) return;
    const put: unknown = Reflect.get(window, FIELD_VITALS_GLOBAL);
    if (typeof put !== 'function') return;
    import('./fieldVitalsReporter.ts')
      .then(({ reportFieldVitals }) => reportFieldVitals(put as never))
      .catch(() => {
        // Without the library, a reading page's beacon still reports its own figures.
      });
  }, [idle]);
  return null;
}
