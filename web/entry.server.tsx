/**
 * The server's answer to a page request: the whole page, rendered to the end before it is sent.
 * Every page is read whole anyway (the page cache keeps it, and its content policy is built from
 * the inline scripts it carries), so streaming the shell early would save nothing; a finished
 * page is also what crawlers need.
 */
import { renderToReadableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext } from 'react-router';
import { startScriptsAfterPaint } from './lib/scriptsAfterPaint.ts';
import { isPreview } from './preview/previewMode.server.ts';

/** How long parts of a page waiting on data may take before they are left to the browser. */
export const streamTimeout = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
): Promise<Response> {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  let status = responseStatusCode;
  let shellRendered = false;
  const stream = await renderToReadableStream(
    <ServerRouter context={routerContext} url={request.url} />,
    {
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
  const rendered = await new Response(stream).text();
  // An editor's preview starts its scripts at once: the Studio beside it waits only so long for
  // the page's visual-editing code to connect, and a preview is never cached or sent to visitors.
  const html = (await isPreview(request)) ? rendered : startScriptsAfterPaint(rendered);
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  return new Response(html, { status, headers: responseHeaders });
}
