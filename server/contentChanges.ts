/**
 * Where the host learns that published content changed, as content dependency tags
 * (shared/contentTags.ts). Two transports, one meaning:
 * - the embedded lake tells the host in-process as it commits, before the write is acknowledged,
 *   so the page after a publish is never the one from before it;
 * - a hosted project is followed through its listener, the same event stream the Studio uses.
 * Drafts and release versions are left out: public pages never show them.
 */
import type { SanityClient } from '@sanity/client';
import { changeTags, isUnpublishedId, type TaggedDocument } from '../shared/contentTags.ts';
import type { CommittedTransaction } from '@halcyon/content-lake';
import { SITE_SPEED_DAY_TYPE } from '../features/fieldSpeed/index.ts';
import { SITE_SPEED_ALERTS_TYPE } from '../features/fieldSpeed/index.ts';

/**
 * The site's own speed figures (/api/vitals), written with every page view, and the record of
 * the speed alerts sent: no page renders them, so their writes must not touch cached pages or
 * open tabs.
 */
export function isUnrenderedId(id: string): boolean {
  return [SITE_SPEED_DAY_TYPE, SITE_SPEED_ALERTS_TYPE].some((type) => id.startsWith(`${type}.`));
}

export type ContentChangeListener = (tags: string[]) => void;

/** The tags of the published documents a committed transaction of the lake changed. */
export function transactionTags(transaction: CommittedTransaction): string[] {
  const tags = new Set<string>();
  for (const change of transaction.changes) {
    if (isUnpublishedId(change.documentId) || isUnrenderedId(change.documentId)) continue;
    for (const tag of changeTags(change.before, change.after)) tags.add(tag);
  }
  return [...tags];
}

export interface ListenerCallbacks {
  onChange: ContentChangeListener;
  /** The stream was interrupted: changes may have been missed. */
  onGap: () => void;
  /** The stream is open: changes from now on will be reported. */
  onReady?: () => void;
}

interface ListenerEvent {
  type: string;
  documentId?: string;
  result?: TaggedDocument | null;
  previous?: TaggedDocument | null;
}

const RETRY_MS = 5_000;

/** Follows a hosted project's published documents; returns the function that stops it. */
export function followListener(client: SanityClient, callbacks: ListenerCallbacks): () => void {
  let welcomed = false;
  let stopped = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let subscription = subscribe();
  function subscribe() {
    return client
      .listen(
        '*',
        {},
        {
          includeResult: true,
          includePreviousRevision: true,
          visibility: 'query',
          events: ['welcome', 'mutation', 'reconnect'],
        },
      )
      .subscribe({
        next: (event: ListenerEvent) => {
          if (event.type === 'welcome') {
            // A second welcome follows a reconnection: what happened in between is unknown.
            if (welcomed) callbacks.onGap();
            welcomed = true;
            callbacks.onReady?.();
          } else if (event.type === 'reconnect') {
            callbacks.onGap();
          } else if (event.type === 'mutation' && event.documentId) {
            if (isUnpublishedId(event.documentId) || isUnrenderedId(event.documentId)) return;
            const tags = changeTags(event.previous ?? null, event.result ?? null);
            // Without either revision the document's type is unknown: assume the worst.
            if (tags.length === 0) callbacks.onGap();
            else callbacks.onChange(tags);
          }
        },
        error: (error: unknown) => {
          console.error('Content listener stopped, retrying:', error);
          callbacks.onGap();
          welcomed = false;
          if (!stopped) retry = setTimeout(() => (subscription = subscribe()), RETRY_MS);
        },
      });
  }
  return () => {
    stopped = true;
    clearTimeout(retry);
    subscription.unsubscribe();
  };
}
