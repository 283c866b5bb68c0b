/**
 * Errors in the shapes Sanity's API answers with, so @sanity/client turns them into the same
 * `ClientError` messages it shows for the hosted Content Lake.
 */

export interface SanityErrorBody {
  error: Record<string, unknown> & { description: string; type: string };
}

export class LakeError extends Error {
  readonly status: number;
  readonly body: SanityErrorBody;
  constructor(
    status: number,
    type: string,
    description: string,
    extra: Record<string, unknown> = {},
  ) {
    super(description);
    this.status = status;
    this.body = { error: { description, type, ...extra } };
  }
}

export const badRequest = (description: string, extra?: Record<string, unknown>) =>
  new LakeError(400, 'httpBadRequest', description, extra);

export const notFound = (description = 'Not found') =>
  new LakeError(404, 'httpNotFound', description);

export const unauthorized = (description = 'Missing token: this request needs a bearer token') =>
  new LakeError(401, 'httpUnauthorized', description);

export const forbidden = (description = 'The token is not valid for this dataset') =>
  new LakeError(403, 'httpForbidden', description);

/**
 * Refused because the host is busy with other callers' work (pictures to render, queries to
 * evaluate): a 429 with the seconds to wait, as hosted Sanity answers a client that asks for more
 * than it serves. The caller may simply retry; nothing was started on its behalf.
 */
export class BusyError extends LakeError {
  readonly retryAfterSeconds: number;
  constructor(description: string, retryAfterSeconds: number) {
    super(429, 'rateLimitExceeded', description);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** A query whose result is too large to send: the query's fault, not the host's. */
export const resultTooLarge = () =>
  new LakeError(
    400,
    'queryExecutionError',
    'The query result is too large to send; select fewer documents or fields',
  );

/** One failing mutation (or action) among those of a request; `index` is its position. */
export interface ItemError {
  index: number;
  error: Record<string, unknown> & { description: string; type: string };
}

/** A rejected transaction: nothing of it was written. */
export class TransactionError extends LakeError {
  constructor(kind: 'mutationError' | 'actionError', status: number, items: ItemError[]) {
    const count = items.length;
    const what = kind === 'mutationError' ? 'Mutation' : 'Action';
    super(status, kind, `${what}(s) failed with ${count} error(s)`, { items });
  }
}

/** Thrown while applying one mutation or action; the caller adds the index. */
export class ItemFailure extends Error {
  readonly status: number;
  readonly detail: Record<string, unknown> & { description: string; type: string };
  constructor(
    status: number,
    type: string,
    description: string,
    extra: Record<string, unknown> = {},
  ) {
    super(description);
    this.status = status;
    this.detail = { description, type, ...extra };
  }
}
