/**
 * The source of an inline script that calls one function of the start-up code with its
 * arguments. Such a function runs in the page before the site's modules, or without them, and the
 * page receives its compiled source rather than a reference to it: so it may use nothing but its
 * arguments and the browser (the unit tests run each one from this source, alone). Each argument
 * is written as JSON, with '<' escaped so no value can close the script element, or, for another
 * such function, as its source.
 */
export function inlineCall<Args extends unknown[]>(
  run: (...args: Args) => void,
  ...args: Args
): string {
  return `(${run.toString()})(${args.map(argumentSource).join(',')})`;
}

function argumentSource(value: unknown): string {
  if (typeof value === 'function') return String(value);
  return (JSON.stringify(value) ?? 'undefined').replace(/</g, '\\u003c');
}
