/**
 * `/data/live/events/:dataset`: the Live Content API, with hosted Sanity's semantics. Query
 * answers carry sync tags (syncTags.ts); each committed transaction that changes what public
 * queries can see becomes one `message` event naming the tags it invalidates, with the
 * transaction's position as its id. A client queries again only when an event names a tag of
 * one of its answers, so a publish costs what it changes rather than who is watching.
 *
 * - `welcome` opens every stream; a `last-event-id` header (what a browser's EventSource sends
 *   as it reconnects) replays the events since that id, or says `restart` when the id is older
 *   than the events kept (the client then queries everything again, as hosted Sanity asks).
 * - Published documents only, without a token. `includeDrafts=true` (token only) adds drafts and
 *   release versions. Types kept out of public queries (enquiries and the like) never make an
 *   event: their tags could name nothing a visitor sees.
 * - One subscription to the lake serves every stream; each event is written once and the same
 *   bytes are queued to every stream, so a connected visitor costs a stream and a set entry.
 */
import { Hono } from 'hono';
import type { LakeContext, LakeEnv } from './context.ts';
import { unauthorized } from './errors.ts';
import type { LakeCore } from './lake.ts';
import { flag } from './requestOptions.ts';
import { changeKeys, syncTagFor } from './syncTags.ts';
import type { CommittedTransaction } from './types.ts';

const HEARTBEAT_MS = 20_000;
/** Events kept per dataset for clients that reconnect with `last-event-id`. */
const KEPT_EVENTS = 512;

const encoder = new TextEncoder();

interface LiveEvent {
  id: string;
  /** The event for streams of published documents, or null when none changed. */
  published: Uint8Array | null;
  /** The event for streams that include drafts, or null. */
  withDrafts: Uint8Array | null;
}

interface LiveStream {
  includeDrafts: boolean;
  send(chunk: Uint8Array): void;
}

const isUnpublished = (id: string) => id.startsWith('drafts.') || id.startsWith('versions.');

function messageEvent(id: string, keys: Set<string>): Uint8Array | null {
  if (keys.size === 0) return null;
  const tags = [...keys].sort().map(syncTagFor);
  return encoder.encode(`event: message\nid: ${id}\ndata: ${JSON.stringify({ id, tags })}\n\n`);
}

/** The live streams of one lake, and the events kept for reconnecting clients. */
export class LiveEventHub {
  private readonly streams = new Map<string, Set<LiveStream>>();
  private readonly kept = new Map<string, LiveEvent[]>();
  private heartbeat: ReturnType<typeof setInterval> | undefined;

  private readonly core: LakeCore;

  constructor(core: LakeCore) {
    this.core = core;
    core.subscribe((dataset, transaction) => this.publish(dataset, transaction));
  }

  /** Open streams, over every dataset (what a connected visitor costs is measured with it). */
  get streamCount(): number {
    let count = 0;
    for (const set of this.streams.values()) count += set.size;
    return count;
  }

  private publish(dataset: string, transaction: CommittedTransaction): void {
    const published = new Set<string>();
    const withDrafts = new Set<string>();
    for (const change of transaction.changes) {
      const type = change.after?._type ?? change.before?._type;
      if (type !== undefined && this.core.hiddenTypes.has(type)) continue;
      const keys = changeKeys(change.before, change.after);
      for (const key of keys) withDrafts.add(key);
      if (!isUnpublished(change.documentId)) for (const key of keys) published.add(key);
    }
    const id = String(transaction.seq);
    const event: LiveEvent = {
      id,
      published: messageEvent(id, published),
      withDrafts: messageEvent(id, withDrafts),
    };
    if (!event.withDrafts) return;
    const kept = this.kept.get(dataset) ?? [];
    kept.push(event);
    if (kept.length > KEPT_EVENTS) kept.shift();
    this.kept.set(dataset, kept);
    for (const stream of this.streams.get(dataset) ?? []) {
      const chunk = stream.includeDrafts ? event.withDrafts : event.published;
      if (chunk) stream.send(chunk);
    }
  }

  /**
   * What a stream resuming after `lastEventId` missed: the kept events after it, or null when
   * that id is no longer (or was never) kept, and the client must start again.
   */
  private missed(dataset: string, lastEventId: string): LiveEvent[] | null {
    const kept = this.kept.get(dataset) ?? [];
    const seq = Number(lastEventId);
    if (!Number.isSafeInteger(seq)) return null;
    const latest = this.core.storage.lastSeq(dataset);
    if (seq === latest) return [];
    if (seq > latest) return null;
    const index = kept.findIndex((event) => event.id === lastEventId);
    if (index >= 0) return kept.slice(index + 1);
    // Transactions that made no event (only hidden types) are not kept: a position between two
    // kept events, or after the last one, still tells what was missed.
    const first = kept[0];
    if (first && Number(first.id) <= seq) return kept.filter((event) => Number(event.id) > seq);
    return null;
  }

  open(dataset: string, includeDrafts: boolean, lastEventId: string | null): Response {
    let stream: LiveStream | undefined;
    const body = new ReadableStream<Uint8Array>({
      start: (controller) => {
        controller.enqueue(encoder.encode('event: welcome\ndata: {}\n\n'));
        if (lastEventId !== null) {
          const missed = this.missed(dataset, lastEventId);
          if (missed === null) {
            const data = JSON.stringify({ id: String(this.core.storage.lastSeq(dataset)) });
            controller.enqueue(encoder.encode(`event: restart\ndata: ${data}\n\n`));
          } else {
            for (const event of missed) {
              const chunk = includeDrafts ? event.withDrafts : event.published;
              if (chunk) controller.enqueue(chunk);
            }
          }
        }
        stream = { includeDrafts, send: (chunk) => controller.enqueue(chunk) };
        this.add(dataset, stream);
      },
      cancel: () => {
        if (stream) this.remove(dataset, stream);
      },
    });
    return new Response(body, {
      headers: { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' },
    });
  }

  private add(dataset: string, stream: LiveStream): void {
    const set = this.streams.get(dataset) ?? new Set();
    set.add(stream);
    this.streams.set(dataset, set);
    this.heartbeat ??= setInterval(() => this.beat(), HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  private remove(dataset: string, stream: LiveStream): void {
    this.streams.get(dataset)?.delete(stream);
    if (this.streamCount === 0) {
      clearInterval(this.heartbeat);
      this.heartbeat = undefined;
    }
  }

  private beat(): void {
    const chunk = encoder.encode(': heartbeat\n\n');
    for (const set of this.streams.values()) for (const stream of set) stream.send(chunk);
  }
}

export function liveEventRoutes(lake: LakeContext): Hono<LakeEnv> {
  const app = new Hono<LakeEnv>();
  const hub = new LiveEventHub(lake.core);

  app.get('/data/live/events/:dataset', (c) => {
    const search = new URL(c.req.url).searchParams;
    const includeDrafts = flag(search, 'includeDrafts', false);
    // Drafts are private, as on hosted Sanity: asking for their events needs a token.
    if (includeDrafts && c.get('access') !== 'token') {
      throw unauthorized('Events for drafts need a bearer token');
    }
    const dataset = c.req.param('dataset');
    // Validates the dataset name (an unknown name is refused as the query API refuses it).
    lake.core.dataset(dataset);
    return hub.open(dataset, includeDrafts, c.req.header('last-event-id') ?? null);
  });

  return app;
}
