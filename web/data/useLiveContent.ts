import { useEffect, useEffectEvent } from 'react';
import { useRevalidator } from 'react-router';
import { useContentConfig } from './ContentConfigContext.tsx';
import { LIVE_SETTLE_MS, liveEventsUrl, takeChangeBeforeStart } from './liveContent.ts';

/**
 * Keeps an open page in step with published content, without a reload: scroll position, open
 * popups and form input stay, because only the data changes. The stream opens when the browser
 * is idle after the first paint and closes while the tab is hidden (a phone's battery); on the
 * visitor's return, or when a broken stream is back, the page checks once for what it missed. A
 * reading page whose scripts a publish started checks at once too.
 */
export function useLiveContent(): void {
  const config = useContentConfig();
  const revalidator = useRevalidator();
  const reload = useEffectEvent(() => void revalidator.revalidate());

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    let source: EventSource | undefined;
    let settle: ReturnType<typeof setTimeout> | undefined;
    const refresh = () => {
      clearTimeout(settle);
      settle = setTimeout(reload, LIVE_SETTLE_MS);
    };
    const open = () => {
      source?.close();
      source = new EventSource(liveEventsUrl(config));
      source.addEventListener('mutation', refresh);
      // A stream that broke (the network, or the content API ending it) is opened again by the
      // browser, which is told nothing of what was published meanwhile: once it is back, the
      // page checks once.
      let broken = false;
      source.addEventListener('error', () => {
        broken = true;
      });
      source.addEventListener('open', () => {
        if (!broken) return;
        broken = false;
        refresh();
      });
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') {
        source?.close();
        source = undefined;
      } else if (!source) {
        open();
        refresh();
      }
    };
    const whenIdle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1));
    const cancelIdle = window.cancelIdleCallback ?? clearTimeout;
    const idle = whenIdle(() => {
      if (takeChangeBeforeStart()) refresh();
      if (document.visibilityState !== 'hidden') open();
      document.addEventListener('visibilitychange', onVisibility);
    });
    return () => {
      cancelIdle(idle as number);
      clearTimeout(settle);
      document.removeEventListener('visibilitychange', onVisibility);
      source?.close();
    };
  }, [config]);
}
