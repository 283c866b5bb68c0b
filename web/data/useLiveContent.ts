import { useEffect, useEffectEvent, useRef } from 'react';
import { useRevalidator } from 'react-router';
import { useContentConfig } from './ContentConfigContext.tsx';
import {
  eventTags,
  eventTouchesPage,
  LIVE_SETTLE_MS,
  liveContentEventsUrl,
  liveEventsUrl,
  takeChangeBeforeStart,
} from './liveContent.ts';
import { keyLiveReloads, reloadForLiveEvent } from './liveReloadFetch.ts';

export interface LiveContentOptions {
  /** An editor in draft mode: the content API's listener, drafts included, as before. */
  editor: boolean;
  /**
   * The sync tags of the answers the page was rendered from (the root loader's, settled once
   * every loader has read), or null where the render collected none: then every publish counts.
   */
  pageTags: Promise<string[] | null> | string[] | null | undefined;
}

/**
 * Keeps an open page in step with published content, without a reload: scroll position, open
 * popups and form input stay, because only the data changes. A visitor's page listens to the
 * Live Content API and reloads only when an event names one of its own sync tags. The stream
 * opens when the browser is idle after the first paint and closes while the tab is hidden (a
 * phone's battery); on the visitor's return the page checks once for what it missed. A stream
 * that broke resumes where it was (the browser sends the last event's id and the content API
 * replays, or says `restart`); one that broke before any event checks once. A reading page whose
 * scripts a publish started checks at once too.
 */
export function useLiveContent({ editor, pageTags }: LiveContentOptions): void {
  const config = useContentConfig();
  const revalidator = useRevalidator();
  // A reload an event prompted asks for data keyed by the event's id, which no CDN copy kept
  // before the publish can answer (decision 145).
  const reload = useEffectEvent(
    (eventId: string | null) =>
      void reloadForLiveEvent(eventId, () => revalidator.revalidate()),
  );
  // Null until the page's tags are known: an event in that moment reloads rather than be missed.
  const tags = useRef<ReadonlySet<string> | null>(null);

  useEffect(() => {
    let current = true;
    tags.current = null;
    void Promise.resolve(pageTags).then((list) => {
      if (current) tags.current = list ? new Set(list) : null;
    });
    return () => {
      current = false;
    };
  }, [pageTags]);

  // By address, not by the config object: the root's data, config included, is read again with
  // every page, and the stream must outlive a navigation.
  const streamUrl = editor ? liveEventsUrl(config) : liveContentEventsUrl(config);

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    let source: EventSource | undefined;
    if (!editor) keyLiveReloads();
    let settle: ReturnType<typeof setTimeout> | undefined;
    // The latest event naming the page in this settle, if one did.
    let prompt: string | null = null;
    const refresh = (eventId?: string) => {
      clearTimeout(settle);
      if (eventId) prompt = eventId;
      settle = setTimeout(() => {
        reload(prompt);
        prompt = null;
      }, LIVE_SETTLE_MS);
    };
    const open = () => {
      source?.close();
      const stream = new EventSource(streamUrl);
      source = stream;
      let heard = false;
      if (editor) {
        stream.addEventListener('mutation', () => refresh());
      } else {
        stream.addEventListener('message', (event: MessageEvent) => {
          heard ||= event.lastEventId !== '';
          if (eventTouchesPage(eventTags(event.data), tags.current)) refresh(event.lastEventId);
        });
        // The content API lost the stream's place: anything may have changed.
        stream.addEventListener('restart', () => refresh());
      }
      // A broken stream is opened again by the browser. The listener tells it nothing of what
      // was published meanwhile, nor does the Live Content API before a first event gave a place
      // to resume from: once it is back, the page checks once.
      let broken = false;
      stream.addEventListener('error', () => {
        broken = true;
      });
      stream.addEventListener('open', () => {
        if (!broken) return;
        broken = false;
        if (editor || !heard) refresh();
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
      const changed = takeChangeBeforeStart();
      if (changed !== false) refresh(changed === true ? undefined : changed);
      if (document.visibilityState !== 'hidden') open();
      document.addEventListener('visibilitychange', onVisibility);
    });
    return () => {
      cancelIdle(idle as number);
      clearTimeout(settle);
      document.removeEventListener('visibilitychange', onVisibility);
      source?.close();
    };
  }, [streamUrl, editor]);
}
