/**
 * A small upstream the fault checks control: it forwards to a real server, or answers 500,
 * garbage, nothing at all (the connection held open), or refuses, as the check switches it.
 */
import {
  createServer,
  request as forward,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export type UpstreamMode = 'pass' | 'error' | 'garbage' | 'hang' | 'refuse' | 'slow';

export interface FakeUpstream {
  port: number;
  origin: string;
  mode: UpstreamMode;
  /** Requests received, by mode at the time. */
  received: Map<UpstreamMode, number>;
  close(): Promise<void>;
}

export interface UpstreamOptions {
  /** Where `pass` and `slow` forward to; without it they answer `passBody`. */
  target?: { port: number };
  passBody?: string;
  slowMs?: number;
}

export async function startFakeUpstream(options: UpstreamOptions): Promise<FakeUpstream> {
  const sockets = new Set<Socket>();
  const held = new Set<ServerResponse>();
  const state: FakeUpstream = {
    port: 0,
    origin: '',
    mode: 'pass',
    received: new Map(),
    close: async () => {
      for (const response of held) response.destroy();
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
  const pass = (request: IncomingMessage, response: ServerResponse) => {
    if (!options.target) {
      response.writeHead(200, { 'content-type': 'application/json' }).end(options.passBody ?? '{}');
      return;
    }
    const upstream = forward(
      {
        host: '127.0.0.1',
        port: options.target.port,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, host: `127.0.0.1:${options.target.port}` },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  };
  const server: Server = createServer((request, response) => {
    const mode = state.mode;
    state.received.set(mode, (state.received.get(mode) ?? 0) + 1);
    switch (mode) {
      case 'pass':
        return pass(request, response);
      case 'slow': {
        const timer = setTimeout(() => pass(request, response), options.slowMs ?? 20_000);
        response.on('close', () => clearTimeout(timer));
        return;
      }
      case 'error':
        response.writeHead(500, { 'content-type': 'text/plain' }).end('upstream failure');
        return;
      case 'garbage':
        response
          .writeHead(200, { 'content-type': 'application/json' })
          .end('{"cards": [ this is not json \u0000');
        return;
      case 'hang':
        // Headers never come: the caller's own time limit is all that ends the wait.
        held.add(response);
        response.on('close', () => held.delete(response));
        return;
      case 'refuse':
        request.socket.destroy();
        return;
    }
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.port = (server.address() as AddressInfo).port;
  state.origin = `http://127.0.0.1:${state.port}`;
  return state;
}
