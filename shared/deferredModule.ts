/**
 * The script type of the page's start-up module while it waits for the first paint. A browser
 * never runs a script whose type it does not know; the page's starter later runs the same text
 * as a module, so the page's content policy admits it by its hash like any inline script.
 */
export const DEFERRED_MODULE_TYPE = 'text/deferred-module';
