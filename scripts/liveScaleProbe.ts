/**
 * Loaded into the host `npm run bench:live-scale` starts (`node --import`): counts the content
 * API's queries the host answers (the site reads its embedded lake over its own port) and reports
 * them with the process's memory when the benchmark asks over the IPC channel. Measures only.
 */
import http from 'node:http';

let queries = 0;
/** Each query asked, as its text and parameters (the event key left out): repeats show. */
const asked = new Set<string>();
const emit = http.Server.prototype.emit;
http.Server.prototype.emit = function (this: http.Server, event: string, ...args: unknown[]) {
  if (event === 'request') {
    const url = (args[0] as http.IncomingMessage).url ?? '';
    if (url.includes('/data/query/')) {
      queries += 1;
      const query = new URL(url, 'http://lake');
      query.searchParams.delete('lastLiveEventId');
      query.searchParams.sort();
      asked.add(`${query.pathname}?${query.searchParams.toString()}`);
    }
  }
  return emit.call(this, event, ...args) as boolean;
} as typeof emit;

process.on('message', (message) => {
  if (message === 'reset') {
    queries = 0;
    asked.clear();
  }
  if (message === 'read' || message === 'reset') {
    (globalThis as { gc?: () => void }).gc?.();
    process.send?.({ queries, distinctQueries: asked.size, memory: process.memoryUsage() });
  }
});
