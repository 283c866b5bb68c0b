import { describe, expect, it } from 'vitest';
import { DEFERRED_MODULE_TYPE } from '../../shared/deferredModule.ts';
import { AFTER_FIRST_PAINT } from './afterFirstPaint.ts';
import { startScriptsAfterPaint } from './scriptsAfterPaint.ts';
import type { InteractionStartOptions } from './startOnInteraction.ts';

const BOOT = 'import * as route0 from "/assets/root.js";';
const page = (head: string, body: string) =>
  `<html><head>${head}</head><body><main>Text</main>${body}</body></html>`;

/** The preloads the page's starter will add, read back from its argument list. */
function preloadsOf(html: string): unknown {
  const list = /previousElementSibling,(\[.*?\]),document\.currentScript\.nonce\)<\/script>/.exec(
    html,
  )?.[1];
  return list === undefined ? null : JSON.parse(list);
}

describe('startScriptsAfterPaint', () => {
  const sent = startScriptsAfterPaint(
    page(
      '<link rel="modulepreload" href="/assets/entry.js"/><link rel="modulepreload" href="/assets/root.js"/>' +
        '<link rel="stylesheet" href="/assets/style.css"/>',
      `<script>window.ctx = {}</script><script type="module" async="">${BOOT}</script>`,
    ),
  );

  it.each([
    [
      'no module preload is left for the browser to fetch early',
      () => !/<link rel="modulepreload"/.test(sent),
    ],
    [
      'the start-up module waits under a type no browser runs',
      () => sent.includes(`<script type="${DEFERRED_MODULE_TYPE}">${BOOT}</script>`),
    ],
    ['no module script runs as the page is parsed', () => !sent.includes('<script type="module"')],
    [
      'the stylesheet stays where it was',
      () => sent.includes('<link rel="stylesheet" href="/assets/style.css"/>'),
    ],
    [
      'the page’s other inline scripts stay',
      () => sent.includes('<script>window.ctx = {}</script>'),
    ],
    ['the starter waits for the first paint', () => sent.includes(`window.${AFTER_FIRST_PAINT}`)],
  ])('%s', (_case, holds) => expect(holds()).toBe(true));

  it('hands the starter every preload, in order', () => {
    expect(preloadsOf(sent)).toEqual(['/assets/entry.js', '/assets/root.js']);
  });

  it('leaves a page without a start-up module as it is (a page that hydrates nothing)', () => {
    const html = page('<link rel="modulepreload" href="/a.js"/>', '<p>No scripts</p>');
    expect(startScriptsAfterPaint(html)).toBe(html);
  });

  it('escapes an address so it cannot close the starter’s script', () => {
    const html = page(
      '<link rel="modulepreload" href="/a.js?</script><script>alert(1)//"/>',
      `<script type="module" async="">${BOOT}</script>`,
    );
    const out = startScriptsAfterPaint(html);
    expect(out).not.toContain('</script><script>alert(1)');
    expect(preloadsOf(out)).toEqual(['/a.js?</script><script>alert(1)//']);
  });

  it('holds back a page whose scripts carry its nonce, and the starter carries it too', () => {
    const nonce = 'bm9uY2Utb2YtdGhpcy1yZW5kZXI=';
    const out = startScriptsAfterPaint(
      page(
        `<link rel="modulepreload" href="/assets/entry.js" nonce="${nonce}"/>`,
        `<script nonce="${nonce}" type="module" async="">${BOOT}</script>`,
      ),
      undefined,
      nonce,
    );
    expect(out).not.toContain('<link rel="modulepreload"');
    expect(out).not.toContain('<script type="module"');
    expect(preloadsOf(out)).toEqual(['/assets/entry.js']);
    // The module the starter adds is admitted by the nonce the starter itself was admitted by.
    expect(out).toContain(`<script nonce="${nonce}">(function(b,u,n)`);
    expect(out).toContain('m.nonce=n;');
  });
});

describe('startScriptsAfterPaint on a page made for reading', () => {
  const options: InteractionStartOptions = {
    liveEventsUrl: '/v1/data/listen/production?query=*&tag=</script>',
    waitingAttribute: 'data-waits',
    changedFlag: '__changed',
    chatUsedKey: 'chat:used',
  };
  const sent = startScriptsAfterPaint(
    page(
      '<link rel="modulepreload" href="/assets/entry.js"/>',
      `<script type="module" async="">${BOOT}</script>`,
    ),
    options,
  );
  const starter = /<script>(\(function\(b,u,n\)[\s\S]*?)<\/script><\/body>/.exec(sent)?.[1] ?? '';

  it.each([
    [
      'the start-up module still waits under a type no browser runs',
      () => sent.includes(`<script type="${DEFERRED_MODULE_TYPE}">${BOOT}</script>`),
    ],
    ['the starter waits for the visitor', () => starter.includes('function waitForInteraction(')],
    [
      'and, once they reach, for the first paint',
      () => starter.includes(`window.${AFTER_FIRST_PAINT}`),
    ],
    ['no value can close the starter’s script', () => !starter.includes('</script')],
  ])('%s', (_case, holds) => expect(holds()).toBe(true));

  it('is a script a browser can parse', () => {
    expect(() => new Function(starter)).not.toThrow();
  });

  it('hands the starter its options intact', () => {
    const json = /\},(\{"liveEventsUrl"[^}]*\})\)\}\)\(run\)/.exec(starter)?.[1] ?? 'null';
    expect(JSON.parse(json)).toEqual(options);
  });
});
