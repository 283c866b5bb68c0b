/**
 * The page's field-data beacon (issue 51, decisions 098 and 120): decides once per page view
 * whether it is counted, measures the five figures and sends them in one report when the page is
 * hidden. It runs inline in every page from its source (`inlineCall`), so it uses nothing but its
 * arguments and the browser, and costs no request of its own.
 *
 * It is the page's only measurer. It watches the browser's own performance entries from the start
 * and reads them by web-vitals' definitions (FCP; LCP with its element and longest phase; CLS as
 * the worst session window; INP as the slowest interaction but one in fifty, with its element and
 * longest phase; TTFB), so a page made for reading, which loads no script until the visitor
 * reaches for a control, reports as a hydrating page does. Google's `web-vitals` library is not
 * loaded: its smallest useful part, INP alone, would take the page past the 3 KB the beacon may
 * add (decision 120).
 *
 * No cookie, no storage, no identifier: the report holds the route type, a device class from the
 * viewport's width, the connection's effective type, the figures and, for LCP and INP, the
 * element's selector and the longest phase. Bots (by user agent) and prerendered pages send none.
 */

export interface FieldVitalsOptions {
  endpoint: string;
  routeType: string;
  /** Percentage of page views counted, 0-100. */
  sampleRate: number;
  /** Source of the user-agent pattern whose browsers are not counted. */
  bots: string;
  /** Viewport widths below which a visit is a phone's, then a tablet's. */
  phoneBelow: number;
  tabletBelow: number;
  connections: readonly string[];
}

type Figure = { value: number; target?: string; phase?: string };

export function startFieldVitals(options: FieldVitalsOptions): void {
  const counted =
    !new RegExp(options.bots, 'i').test(navigator.userAgent) &&
    !(document as Document & { prerendering?: boolean }).prerendering &&
    Math.random() * 100 < options.sampleRate;
  if (!counted) return;
  const figures: Record<string, Figure> = {};
  let sent = false;
  const observers: PerformanceObserver[] = [];

  function put(metric: string, value: number, target?: string, phase?: string): void {
    const figure: Figure = { value: Math.max(0, metric === 'CLS' ? value : Math.round(value)) };
    if (target) figure.target = target.slice(0, 160);
    if (phase) figure.phase = phase;
    figures[metric] = figure;
  }

  function send(): void {
    if (sent || document.visibilityState !== 'hidden') return;
    for (const observer of observers) observer.takeRecords().forEach(ownEntry);
    if (Object.keys(figures).length === 0) return;
    sent = true;
    const width = window.innerWidth;
    const connection = (navigator as Navigator & { connection?: { effectiveType?: string } })
      .connection?.effectiveType;
    const body = JSON.stringify({
      routeType: options.routeType,
      device:
        width < options.phoneBelow ? 'phone' : width < options.tabletBelow ? 'tablet' : 'desktop',
      connection: connection && options.connections.includes(connection) ? connection : undefined,
      sentAt: Date.now(),
      metrics: figures,
    });
    const queued =
      typeof navigator.sendBeacon === 'function' &&
      navigator.sendBeacon(options.endpoint, new Blob([body], { type: 'application/json' }));
    if (!queued) {
      fetch(options.endpoint, {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json' },
        credentials: 'omit',
        keepalive: true,
      }).catch(() => undefined);
    }
  }
  // On the window, in the bubbling phase: after the library's own listeners on the document
  // have handed over their final figures.
  window.addEventListener('visibilitychange', send);
  window.addEventListener('pagehide', send);

  if (typeof PerformanceObserver !== 'function') return;

  function selector(node: Node | null | undefined): string | undefined {
    if (!(node instanceof Element)) return undefined;
    const name = node.tagName.toLowerCase();
    if (node.id) return `${name}#${node.id}`;
    const classes = [...node.classList].slice(0, 2).join('.');
    return classes ? `${name}.${classes}` : name;
  }
  function longest(phases: Record<string, number>): string {
    return Object.keys(phases).reduce((a, b) => ((phases[b] ?? 0) > (phases[a] ?? 0) ? b : a));
  }

  const navigation = performance.getEntriesByType('navigation')[0] as
    PerformanceNavigationTiming | undefined;
  const firstByte = navigation ? Math.max(0, navigation.responseStart) : 0;
  if (navigation) put('TTFB', firstByte);
  // A page that never shifts reports a CLS of 0, as web-vitals does.
  put('CLS', 0);
  // Layout shifts in session windows (gaps under 1 s, at most 5 s long); CLS is the worst window.
  let windowValue = 0;
  let windowStart = 0;
  let windowLast = 0;
  let shifts = 0;
  /** Each interaction's longest event entry, by interaction. */
  const interactions = new Map<number, PerformanceEventTiming>();

  /** INP with the interaction's element and longest phase, from its longest event entry. */
  function interaction(event: PerformanceEventTiming): void {
    put(
      'INP',
      event.duration,
      selector(event.target),
      longest({
        inputDelay: event.processingStart - event.startTime,
        processingDuration: event.processingEnd - event.processingStart,
        presentationDelay: event.startTime + event.duration - event.processingEnd,
      }),
    );
  }

  function ownEntry(entry: PerformanceEntry): void {
    if (entry.entryType === 'paint' && entry.name === 'first-contentful-paint') {
      put('FCP', entry.startTime);
    } else if (entry.entryType === 'largest-contentful-paint') {
      const lcp = entry as PerformanceEntry & { element?: Element | null; url?: string };
      const resource = lcp.url
        ? (performance.getEntriesByName(lcp.url)[0] as PerformanceResourceTiming | undefined)
        : undefined;
      const loadStart = resource
        ? Math.max(firstByte, resource.requestStart || resource.startTime)
        : firstByte;
      const loadEnd = resource ? Math.max(loadStart, resource.responseEnd) : firstByte;
      put(
        'LCP',
        lcp.startTime,
        selector(lcp.element),
        longest({
          timeToFirstByte: firstByte,
          resourceLoadDelay: loadStart - firstByte,
          resourceLoadDuration: loadEnd - loadStart,
          elementRenderDelay: lcp.startTime - loadEnd,
        }),
      );
    } else if (entry.entryType === 'layout-shift') {
      const shift = entry as PerformanceEntry & { value: number; hadRecentInput: boolean };
      if (shift.hadRecentInput) return;
      if (
        windowValue &&
        (shift.startTime - windowLast > 1000 || shift.startTime - windowStart > 5000)
      ) {
        windowValue = 0;
      }
      if (!windowValue) windowStart = shift.startTime;
      windowValue += shift.value;
      windowLast = shift.startTime;
      shifts = Math.max(shifts, windowValue);
      put('CLS', Number(shifts.toFixed(4)));
    } else if (entry.entryType === 'event' || entry.entryType === 'first-input') {
      // The first input is reported however short (as web-vitals does), the others from 16 ms.
      const event = entry as PerformanceEventTiming & { interactionId?: number };
      if (!event.interactionId) return;
      const known = interactions.get(event.interactionId);
      if (!known || event.duration > known.duration) interactions.set(event.interactionId, event);
      // The slowest interaction, leaving out one in every fifty of a busy page's.
      const slowest = [...interactions.values()].sort((a, b) => b.duration - a.duration);
      const chosen = slowest[Math.min(Math.floor(slowest.length / 50), slowest.length - 1)];
      if (chosen) interaction(chosen);
    }
  }
  const watch = (type: string, extra: Record<string, unknown> = {}) => {
    try {
      const observer = new PerformanceObserver((list) => list.getEntries().forEach(ownEntry));
      observer.observe({ type, buffered: true, ...extra } as PerformanceObserverInit);
      observers.push(observer);
    } catch {
      // A browser without this entry type reports the figures it has.
    }
  };
  watch('paint');
  watch('largest-contentful-paint');
  watch('layout-shift');
  watch('event', { durationThreshold: 16 });
  watch('first-input');
}
