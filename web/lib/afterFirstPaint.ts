/**
 * What waits for the page's first paint: the site's scripts and its web fonts. On a phone's
 * connection they took the bandwidth, and on a slow processor the time, that the page's text,
 * stylesheet and hero picture needed to be painted; the page is readable without either.
 *
 * The page's head defines one function, `__afterFirstPaint(work)`, that runs its work once
 *  - the page has loaded (the pictures it shows first are in),
 *  - the browser has reported its first contentful paint, and
 *  - the page's first picture (its hero, marked by `firstPicture`), if it has one, is decoded
 *    and so painted with the next frame; otherwise the scripts' work could hold up that frame.
 * A browser without paint timing counts the load alone. The work runs from the last of these
 * events, with no timer, so a test that stops the page's clock still sees it hydrate; a page
 * whose load or picture is held up (a slow host) waits at most a few seconds after its first
 * paint.
 */
export const AFTER_FIRST_PAINT = '__afterFirstPaint';

/** Spread on a page's first picture (its hero), which the work waits for. */
export const firstPicture = { 'data-first-picture': '' } as const;

/** The longest the work waits for the load and the first picture once the page has painted. */
const LOAD_WAIT_AFTER_PAINT_MS = 3000;

export const AFTER_FIRST_PAINT_SCRIPT =
  `window.${AFTER_FIRST_PAINT}=(function(){` +
  'var queue=[],loaded=document.readyState==="complete",painted=false,pictured=false,decoding=false,waited=false;' +
  'function decoded(){pictured=true;check()}' +
  'function check(){if(!queue||!painted)return;' +
  'if(!waited&&loaded&&!pictured){var picture=document.querySelector("img[data-first-picture]");' +
  'if(!picture||!picture.decode){pictured=true}else{' +
  'if(!decoding){decoding=true;picture.decode().then(decoded,decoded)}return}}' +
  'if(waited||(loaded&&pictured)){var work=queue;queue=null;work.forEach(function(f){f()})}}' +
  'var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes;' +
  'if(types&&types.indexOf("paint")>=0){new PerformanceObserver(function(list,observer){' +
  'if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();painted=true;' +
  `setTimeout(function(){waited=true;check()},${LOAD_WAIT_AFTER_PAINT_MS});check()}` +
  '}).observe({type:"paint",buffered:true})}else painted=true;' +
  'if(!loaded)addEventListener("load",function(){loaded=true;check()},{once:true});' +
  'return function(f){if(queue)queue.push(f);else f()}})()';
