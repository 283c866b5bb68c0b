/**
 * Sends raw request bytes over a socket and reads the answer's status line and headers exactly
 * as the server wrote them, so an injected header line or a stray CR/LF can be seen. An answer
 * counts once its headers arrive; the body is read to the end or to a cap (an event stream is
 * closed after its headers).
 */
import { connect } from 'node:net';

export interface RawAnswer {
  /** 0 when the socket closed, failed or timed out before a status line. */
  status: number;
  /** Header lines as written, `name: value`. */
  headerLines: string[];
  ms: number;
  hung: boolean;
  error?: string;
}

const HEAD_END = Buffer.from('\r\n\r\n');
const BODY_CAP = 4 * 1024 * 1024;

export function sendRaw(port: number, bytes: Buffer, limitMs: number): Promise<RawAnswer> {
  const started = performance.now();
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    let received = Buffer.alloc(0);
    let head: { status: number; headerLines: string[] } | undefined;
    let settled = false;
    const finish = (answer: Omit<RawAnswer, 'ms'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      resolve({ ...answer, ms: performance.now() - started });
    };
    const timer = setTimeout(() => {
      finish(
        head
          ? { ...head, hung: true, error: 'body not finished in time' }
          : { status: 0, headerLines: [], hung: true, error: 'no answer in time' },
      );
    }, limitMs);
    socket.on('connect', () => {
      // The server may answer (413, 400) and close before it has read everything we send.
      socket.write(bytes, () => undefined);
    });
    socket.on('data', (chunk: Buffer) => {
      if (head) {
        received = Buffer.concat([received, chunk]);
        if (received.length > BODY_CAP) finish({ ...head, hung: false });
        return;
      }
      received = Buffer.concat([received, chunk]);
      const end = received.indexOf(HEAD_END);
      if (end < 0) return;
      const lines = received.subarray(0, end).toString('latin1').split('\r\n');
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(lines[0] ?? '')?.[1] ?? 0);
      head = { status, headerLines: lines.slice(1) };
      received = received.subarray(end + HEAD_END.length);
      const eventStream = head.headerLines.some((line) =>
        /^content-type:\s*text\/event-stream/i.test(line),
      );
      if (eventStream) finish({ ...head, hung: false });
    });
    socket.on('end', () =>
      finish(
        head
          ? { ...head, hung: false }
          : { status: 0, headerLines: [], hung: false, error: 'closed without an answer' },
      ),
    );
    socket.on('error', (error) =>
      finish(
        head
          ? { ...head, hung: false }
          : {
              status: 0,
              headerLines: [],
              hung: false,
              error: (error as NodeJS.ErrnoException).code ?? String(error),
            },
      ),
    );
  });
}
