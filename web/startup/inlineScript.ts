/**
 * The source of an inline script that calls one function of the start-up code with its
 * arguments. Such a function runs in the page before the site's modules, or without them, and the
 * page receives its compiled source rather than a reference to it: so it may use nothing but its
 * arguments and the browser (the unit tests run each one from this source, alone). Each argument
 * is written as JSON, with '<' escaped so no value can close the script element, or, for another
 * such function, as its source. In the server's production build each start-up function also
 * carries its own minified source (INLINE_SOURCE, set by bundling/minifyStartupScripts.ts), which
 * is written instead.
 */
export function inlineCall<Args extends unknown[]>(
  run: (...args: Args) => void,
  ...args: Args
): string {
  return `(${sourceOf(run)})(${args.map(argumentSource).join(',')})`;
}

/** The property a start-up function's minified source is kept under in the server's build. */
export const INLINE_SOURCE = 'inlineSource';

function sourceOf(run: (...args: never[]) => unknown): string {
  const minified: unknown = Reflect.get(run, INLINE_SOURCE);
  return typeof minified === 'string' ? minified : run.toString();
}

function argumentSource(value: unknown): string {
  if (typeof value === 'function') return sourceOf(value as (...args: never[]) => unknown);
  return (JSON.stringify(value) ?? 'undefined').replace(/</g, '\\u003c');
}
