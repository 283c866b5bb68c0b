/**
 * `/data/live/events`: the Live Content API's event stream, as the Studio's Presentation tool
 * opens it. The local lake's query answers carry no sync tags, so there is nothing for a
 * `message` event to name: the stream says `welcome` and then only keeps the connection alive.
 * Open pages and the page cache follow changes through the listener instead.
 */
import { Hono } from 'hono';
import type { LakeContext, LakeEnv } from './context.ts';
import { unauthorized } from './errors.ts';
import { flag } from './requestOptions.ts';

const HEARTBEAT_MS = 20_000;

export function liveEventRoutes(lake: LakeContext): Hono<LakeEnv> {
  const app = new Hono<LakeEnv>();

  app.get('/data/live/events/:dataset', (c) => {
    const search = new URL(c.req.url).searchParams;
    // Drafts are private, as on hosted Sanity: asking for their events needs a token.
    if (flag(search, 'includeDrafts', false) && c.get('access') !== 'token') {
      throw unauthorized('Events for drafts need a bearer token');
    }
    // Validates the dataset name (an unknown name is refused as the query API refuses it).
    lake.core.dataset(c.req.param('dataset'));
    const encoder = new TextEncoder();
    let stop = () => {};
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode('event: welcome\ndata: {}\n\n'));
        const heartbeat = setInterval(
          () => controller.enqueue(encoder.encode(': heartbeat\n\n')),
          HEARTBEAT_MS,
        );
        stop = () => clearInterval(heartbeat);
      },
      cancel() {
        stop();
      },
    });
    return new Response(stream, {
      headers: { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' },
    });
  });

  return app;
}
