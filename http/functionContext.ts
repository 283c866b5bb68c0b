/**
 * What a host tells a function besides the request. The shape matches the part of Netlify's
 * function context these handlers use (`context.ip`); the local host fills it from the socket.
 */
export interface FunctionContext {
  /** The visitor's network address, as seen by the host (never taken from a request header). */
  ip?: string;
}

export type FunctionHandler = (request: Request, context?: FunctionContext) => Promise<Response>;
