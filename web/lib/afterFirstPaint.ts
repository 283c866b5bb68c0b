/**
 * What waits for the page's first paint: the site's scripts and its web fonts. On a phone's
 * connection they took the bandwidth, and on a slow processor the time, that the page's text,
 * stylesheet and hero picture needed to be painted; the page is readable without either.
 *
 * The page's head defines one function, `__afterFirstPaint(work)`, that runs its work once the
 * page has loaded (so the pictures it shows first are in) and the browser has reported its first
 * contentful paint. A browser without paint timing counts the load alone. The work runs from the
 * load event or from the paint report, whichever comes last; a page whose load is held up (a
 * picture from a slow host) waits at most a few seconds after its first paint.
 */
export const AFTER_FIRST_PAINT = '__afterFirstPaint';

/** The longest the scripts wait for the load event once the page has painted. */
const LOAD_WAIT_AFTER_PAINT_MS = 3000;

export const AFTER_FIRST_PAINT_SCRIPT =
  `window.${AFTER_FIRST_PAINT}=(function(){` +
  'var queue=[],loaded=document.readyState==="complete",painted=false;' +
  'function check(){if(queue&&loaded&&painted){var work=queue;queue=null;work.forEach(function(f){f()})}}' +
  'var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes;' +
  'if(types&&types.indexOf("paint")>=0){new PerformanceObserver(function(list,observer){' +
  'if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();painted=true;check();' +
  `setTimeout(function(){loaded=true;check()},${LOAD_WAIT_AFTER_PAINT_MS})}` +
  '}).observe({type:"paint",buffered:true})}else painted=true;' +
  'if(!loaded)addEventListener("load",function(){loaded=true;check()},{once:true});' +
  'return function(f){if(queue)queue.push(f);else f()}})()';
