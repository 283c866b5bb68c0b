/**
 * What waits for the page's first paint: the site's scripts and its web fonts. On a phone's
 * connection they took the bandwidth, and on a slow processor the time, that the page's text,
 * stylesheet and hero picture needed to be painted; the page is readable without either.
 *
 * The page's head defines one function, `__afterFirstPaint(work)`, that runs its work once
 *  - the page has loaded (the pictures it shows first are in),
 *  - the browser has reported its first contentful paint, and
 *  - the page's first picture (its hero, marked by `firstPicture`), if it has one, has been
 *    painted: the browser's element timing reports it (where it has none, the picture is
 *    decoded, so painted with the next frame). Started any earlier, the scripts' download and
 *    work share the connection and the processor with that paint; a picture that fails to
 *    decode is not waited for.
 * A browser without paint timing counts the load alone. The work runs from the last of these
 * events, with no timer, so a test that stops the page's clock still sees it hydrate; a page
 * whose load or picture is held up (a slow host) waits at most a few seconds after its first
 * paint.
 *
 * Until then the page's root carries `FIRST_PAINT_PENDING`, which keeps pictures marked
 * `WAITS_FOR_FIRST_PAINT` from being laid out, so from being fetched: below the fold but within
 * the browser's lazy-loading distance, they would otherwise share the connection with the hero.
 * The script sets it, so a browser without scripts shows every picture; it is gone before the
 * site's scripts run, so hydration never sees it.
 */
export const AFTER_FIRST_PAINT = '__afterFirstPaint';

/** On the page's root while its first paint is pending (styled in page.css). */
export const FIRST_PAINT_PENDING = 'first-paint-pending';

/** The class of a picture below the fold that is fetched only once the page has been painted. */
export const WAITS_FOR_FIRST_PAINT = 'waits-for-first-paint';

/**
 * The element-timing name given to a page's first picture, so the browser reports when it is
 * painted. The head's script names it as the parser meets it: `elementtiming` is not (yet) an
 * HTML attribute, and the server's HTML stays valid.
 */
const FIRST_PICTURE_TIMING = 'first-picture';

/** Spread on a page's first picture (its hero), which the work waits for. */
export const firstPicture = { 'data-first-picture': '' } as const;

/** The longest the work waits for the load and the first picture once the page has painted. */
const LOAD_WAIT_AFTER_PAINT_MS = 3000;

export const AFTER_FIRST_PAINT_SCRIPT =
  `window.${AFTER_FIRST_PAINT}=(function(){` +
  `var root=document.documentElement;root.classList.add("${FIRST_PAINT_PENDING}");` +
  'var queue=[],loaded=document.readyState==="complete",painted=false,pictured=false,decoding=false,waited=false;' +
  'var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes;' +
  'var elementTiming=!!types&&types.indexOf("element")>=0&&!!window.MutationObserver;' +
  'if(elementTiming){var naming=new MutationObserver(function(){' +
  'var picture=document.querySelector("img[data-first-picture]");' +
  `if(picture){picture.setAttribute("elementtiming","${FIRST_PICTURE_TIMING}");naming.disconnect()}});` +
  'naming.observe(document,{childList:true,subtree:true});' +
  'addEventListener("DOMContentLoaded",function(){naming.disconnect()},{once:true})}' +
  'function decoded(){pictured=true;check()}' +
  'function drawn(list,observer){var entries=list.getEntries();for(var i=0;i<entries.length;i++){' +
  `if(entries[i].identifier==="${FIRST_PICTURE_TIMING}"){observer.disconnect();decoded();return}}}` +
  'function check(){if(!queue||!painted)return;' +
  'if(!waited&&loaded&&!pictured){var picture=document.querySelector("img[data-first-picture]");' +
  'if(!picture||!picture.decode){pictured=true}else{' +
  'if(!decoding){decoding=true;' +
  'if(elementTiming){new PerformanceObserver(drawn).observe({type:"element",buffered:true});picture.decode().then(null,decoded)}' +
  'else picture.decode().then(decoded,decoded)}return}}' +
  'if(waited||(loaded&&pictured)){var work=queue;queue=null;' +
  `root.classList.remove("${FIRST_PAINT_PENDING}");work.forEach(function(f){f()})}}` +
  'if(types&&types.indexOf("paint")>=0){new PerformanceObserver(function(list,observer){' +
  'if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();painted=true;' +
  `setTimeout(function(){waited=true;check()},${LOAD_WAIT_AFTER_PAINT_MS});check()}` +
  '}).observe({type:"paint",buffered:true})}else painted=true;' +
  'if(!loaded)addEventListener("load",function(){loaded=true;check()},{once:true});' +
  'return function(f){if(queue)queue.push(f);else f()}})()';
