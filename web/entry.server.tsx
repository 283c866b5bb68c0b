/**
 * The server's answer to a page request: the whole page, rendered to the end before it is sent.
 * Every page is read whole anyway (the page cache keeps it), so streaming the shell early would
 * save nothing; a finished page is also what crawlers need. Rendered whole, React Router's
 * scripts, data included, sit inside the `<noscript>` that holds them until the page's starter
 * runs them (`startup/startScripts.ts`), rather than streamed after it.
 */
import { renderToReadableStream } from 'react-dom/server';
import {
  ServerRouter,
  type AppLoadContext,
  type EntryContext,
  type HandleDataRequestFunction,
} from 'react-router';
import { CHAT_USED_KEY } from './components/chat/chatWidget.ts';
import { publicContentConfig } from './data/contentConfig.server.ts';
import { ALL_SYNC_TAGS, CHANGED_BEFORE_START, liveContentEventsUrl } from './data/liveContent.ts';
import { settlePageSyncTags } from './data/pageSyncTags.server.ts';
import { isReadingPage } from './lib/readingPage.ts';
import { ScriptNonceContext } from './startup/scriptNonce.ts';
import {
  WAITS_FOR_INTERACTION,
  type InteractionStartOptions,
} from './startup/startOnInteraction.ts';
import { StartupScriptsContext } from './startup/startupScripts.tsx';
import { startupScripts } from './startup/startupScripts.server.ts';
import { fieldVitalsOptions } from './vitals/fieldVitalsOptions.server.ts';

/** How long parts of a page waiting on data may take before they are left to the browser. */
export const streamTimeout = 5_000;

/**
 * How a page made for reading starts its scripts on the visitor's first reach; undefined for
 * other pages, and for a reading page that failed to render (its error page starts as usual).
 */
function interactionStart(
  { staticHandlerContext: { matches, errors }, routeModules }: EntryContext,
  context: AppLoadContext | undefined,
): InteractionStartOptions | undefined {
  const leaf = matches.at(-1);
  if (errors || !leaf || !isReadingPage(routeModules[leaf.route.id]?.handle)) return undefined;
  // The page listens on the Live Content API for the sync tags of what it read (every publish
  // where the render collected none, as under the development server).
  return {
    liveEventsUrl: liveContentEventsUrl(publicContentConfig()),
    syncTags: context?.contentDependencies?.syncTags() ?? [ALL_SYNC_TAGS],
    waitingAttribute: WAITS_FOR_INTERACTION,
    changedFlag: CHANGED_BEFORE_START,
    chatUsedKey: CHAT_USED_KEY,
  };
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext?: AppLoadContext,
): Promise<Response> {
  // Every loader has read by now: the root's promise of the page's sync tags can be kept.
  settlePageSyncTags(loadContext);
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  let status = responseStatusCode;
  let shellRendered = false;
  // Every inline script of the page carries the nonce its host handed this render: React Router's
  // and React's own through their `nonce` options, the site's through the context.
  const nonce = loadContext?.scriptNonce;
  const interaction = interactionStart(routerContext, loadContext) ?? null;
  const stream = await renderToReadableStream(
    <ScriptNonceContext.Provider value={nonce}>
      <StartupScriptsContext.Provider
        value={startupScripts(interaction, fieldVitalsOptions(routerContext))}
      >
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </StartupScriptsContext.Provider>
    </ScriptNonceContext.Provider>,
    {
      nonce,
      // The page is sent whole (below), so every section stays in place in the HTML: React
      // would otherwise move a large hydration slice's markup to the end of the page, behind a
      // script that puts it back, and a visitor without script would never see it.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      signal: AbortSignal.timeout(streamTimeout + 1_000),
      onError(error) {
        status = 500;
        // Errors of the shell reject the render and are logged by React Router.
        if (shellRendered) console.error(error);
      },
    },
  );
  shellRendered = true;
  await stream.allReady;
  const html = await new Response(stream).text();
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  return new Response(html, { status, headers: responseHeaders });
}

/** A navigation's or revalidation's data: every loader has read, so the sync tags are known. */
export const handleDataRequest: HandleDataRequestFunction = (response, { context }) => {
  settlePageSyncTags(context);
  return response;
};
