/**
 * Presence for a Studio on the local lake. Hosted Sanity shares who is editing what over a
 * WebSocket service the local lake does not run; with one local editor there is nobody else to
 * show, so the Studio's presence socket is answered in the browser: every request succeeds and
 * no other editor ever appears. Without it the Studio retries a socket that cannot connect and
 * fills the console with errors.
 */

/** A JSON-RPC request as the Studio's socket client sends it. */
interface PresenceRequest {
  id?: unknown;
  method?: unknown;
}

/**
 * The answer to one request from the Studio's presence client, or undefined when none is due.
 * A subscription is answered with its id (no event ever follows); every other call with null.
 */
export function presenceReply(message: string): string | undefined {
  let request: PresenceRequest;
  try {
    request = JSON.parse(message) as PresenceRequest;
  } catch {
    return undefined;
  }
  if (typeof request !== 'object' || request === null) return undefined;
  const { id, method } = request;
  if (typeof id !== 'string' || typeof method !== 'string') return undefined;
  const result = method.endsWith('_subscribe') ? `solo-${id}` : null;
  return JSON.stringify({ jsonrpc: '2.0', id, result });
}

/** True for the URL of the presence socket on the local lake (`ws://host/vX/socket/dataset`). */
export function isPresenceSocket(url: string, apiOrigin: string): boolean {
  let socket: URL;
  let api: URL;
  try {
    socket = new URL(url);
    api = new URL(apiOrigin);
  } catch {
    return false;
  }
  return (
    socket.protocol === api.protocol.replace(/^http/, 'ws') &&
    socket.host === api.host &&
    /^(\/v[^/]+)?\/socket\/[^/]+$/.test(socket.pathname)
  );
}

/** An open socket that answers presence requests itself, shaped like the browser's WebSocket. */
class SoloPresenceSocket extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  readonly CONNECTING = 0;
  readonly OPEN = 1;
  readonly CLOSING = 2;
  readonly CLOSED = 3;
  readonly url: string;
  readonly protocol = '';
  readonly extensions = '';
  binaryType: BinaryType = 'blob';
  bufferedAmount = 0;
  readyState = 0;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;

  constructor(url: string | URL) {
    super();
    this.url = String(url);
    // A real socket opens after the caller has attached its handlers.
    setTimeout(() => {
      if (this.readyState !== this.CONNECTING) return;
      this.readyState = this.OPEN;
      this.emit(new Event('open'), this.onopen);
    }, 0);
  }

  send(data: string): void {
    const reply = presenceReply(data);
    if (reply === undefined) return;
    setTimeout(() => {
      if (this.readyState === this.OPEN) {
        this.emit(new MessageEvent('message', { data: reply }), this.onmessage);
      }
    }, 0);
  }

  close(code = 1000, reason = ''): void {
    if (this.readyState === this.CLOSED) return;
    this.readyState = this.CLOSED;
    this.emit(new CloseEvent('close', { code, reason, wasClean: true }), this.onclose);
  }

  private emit<E extends Event>(event: E, handler: ((event: E) => void) | null): void {
    handler?.call(this, event);
    this.dispatchEvent(event);
  }
}

/**
 * Makes the page's WebSocket answer the local lake's presence socket in the browser; every
 * other socket is the browser's own.
 */
export function answerPresenceLocally(scope: typeof globalThis, apiOrigin: string): void {
  const BrowserSocket = scope.WebSocket;
  if (typeof BrowserSocket !== 'function') return;
  scope.WebSocket = new Proxy(BrowserSocket, {
    construct(target, args: [string | URL, (string | string[])?]) {
      const [url] = args;
      return isPresenceSocket(String(url), apiOrigin)
        ? new SoloPresenceSocket(url)
        : Reflect.construct(target, args);
    },
  });
}
