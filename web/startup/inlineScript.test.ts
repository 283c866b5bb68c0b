import { describe, expect, it } from 'vitest';
import { inlineCall } from './inlineScript.ts';

function record(...values: unknown[]): void {
  Reflect.set(globalThis, '__recorded', values);
}

function twice(value: number): number {
  return value * 2;
}

function callWith(double: typeof twice, value: number): void {
  Reflect.set(globalThis, '__recorded', [double(value)]);
}

/** Runs a script's source on its own, as the page would, and returns what it recorded. */
function run(source: string): unknown {
  new Function(source)();
  return Reflect.get(globalThis, '__recorded');
}

describe('inlineCall', () => {
  it.each([
    ['text', ['Halcyon Vale'], ['Halcyon Vale']],
    ['numbers, flags and nothing', [3000, true, null], [3000, true, null]],
    ['an object', [{ key: 'web-fonts:cached', wait: 3 }], [{ key: 'web-fonts:cached', wait: 3 }]],
    ['text that would close the script', ['</script><script>'], ['</script><script>']],
  ] as const)('hands the function %s as it was given', (_case, args, expected) => {
    expect(run(inlineCall(record, ...args))).toEqual(expected);
  });

  it('writes no "<" into the page, so no value can close the script element', () => {
    expect(inlineCall(record, '</script>', { html: '<b>' })).not.toMatch(/<\//);
    expect(inlineCall(record, '</script>', { html: '<b>' })).not.toContain('<b>');
  });

  it('hands another function as its source', () => {
    expect(run(inlineCall(callWith, twice, 21))).toEqual([42]);
  });
});
