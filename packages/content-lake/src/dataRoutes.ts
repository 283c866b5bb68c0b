/** `/data/query`, `/data/doc`, `/data/mutate` and `/data/actions`: Sanity's data API. */
import { Hono, type Context } from 'hono';
import { LOCAL_EDITOR } from './auth.ts';
import { ANONYMOUS_QUERY_BYTES, BodyReadGate } from './anonymousBodies.ts';
import type { LakeContext, LakeEnv } from './context.ts';
import { badRequest, unauthorized } from './errors.ts';
import { historyDocuments, historyEvents, historyTransactions } from './history.ts';
import { listen } from './listener.ts';
import { perspectiveNeedsToken } from './perspective.ts';
import { flag, jsonBody, paramsFromSearch, perspectiveFrom } from './requestOptions.ts';
import { answerSyncTags } from './syncTags.ts';
import { isPublicDocument } from './visibility.ts';

type LakeContextOf = Context<LakeEnv>;

function requireToken(c: LakeContextOf): void {
  if (c.get('access') !== 'token') throw unauthorized();
}

function idList(value: string): string[] {
  const ids = value
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id !== '');
  if (ids.length === 0 || ids.length > 1000)
    throw badRequest('Give between 1 and 1000 document ids');
  return ids;
}

/**
 * A query's answer, as Sanity writes it: the query (unless left out), the result, its sync tags
 * (syncTags.ts), the time. The result arrives already written as JSON (see LakeCore.query) and
 * goes in as it is.
 */
export function answerText(
  query: string | undefined,
  resultJson: string,
  syncTags: readonly string[],
  ms: number,
): string {
  const head = query === undefined ? '' : `"query":${JSON.stringify(query)},`;
  return `{${head}"result":${resultJson},"syncTags":${JSON.stringify(syncTags)},"ms":${JSON.stringify(ms)}}`;
}

const apiVersionOf = (c: LakeContextOf) => c.req.path.split('/')[1] ?? 'v1';

export function dataRoutes(lake: LakeContext): Hono<LakeEnv> {
  const app = new Hono<LakeEnv>();

  const query = async (c: LakeContextOf, body: Record<string, unknown> | null) => {
    const started = performance.now();
    const search = new URL(c.req.url).searchParams;
    const text = body ? body.query : search.get('query');
    if (typeof text !== 'string' || text.trim() === '')
      throw badRequest('The "query" parameter is required');
    let params: Record<string, unknown>;
    if (body) {
      if (body.params !== undefined && (typeof body.params !== 'object' || body.params === null)) {
        throw badRequest('"params" must be an object');
      }
      params = { ...paramsFromSearch(search), ...((body.params as Record<string, unknown>) ?? {}) };
    } else {
      params = paramsFromSearch(search);
    }
    const perspectiveValue =
      search.get('perspective') ??
      (typeof body?.perspective === 'string' ? body.perspective : null);
    const { perspective, explicit } = perspectiveFrom(perspectiveValue, apiVersionOf(c));
    const withToken = c.get('access') === 'token';
    if (explicit && perspectiveNeedsToken(perspective) && !withToken) {
      throw unauthorized(`The "${perspectiveValue ?? ''}" perspective needs a bearer token`);
    }
    const resultJson = await lake.core.query(c.req.param('dataset') as string, {
      query: text,
      params,
      perspective,
      withToken,
      site: lake.siteLane(c.req.raw.headers),
    });
    const syncTags = answerSyncTags(text, params, resultJson);
    const ms = Math.round((performance.now() - started) * 100) / 100;
    const returnQuery = flag(search, 'returnQuery', true);
    return c.body(answerText(returnQuery ? text : undefined, resultJson, syncTags, ms), 200, {
      'content-type': 'application/json; charset=utf-8',
    });
  };

  app.get('/data/query/:dataset', (c) => query(c, null));
  // Anonymous bodies are small and few at a time (see anonymousBodies.ts); token holders' are not.
  const anonymousBodies = new BodyReadGate();
  app.post('/data/query/:dataset', async (c) => {
    const readSmall = () => jsonBody(c.req.raw, ANONYMOUS_QUERY_BYTES);
    const body =
      c.get('access') === 'token'
        ? await jsonBody(c.req.raw)
        : lake.siteLane(c.req.raw.headers)
          ? await readSmall()
          : await anonymousBodies.read(readSmall);
    return query(c, body);
  });

  app.get('/data/doc/:dataset/:ids{.+}', (c) => {
    const ids = idList(c.req.param('ids'));
    const state = lake.core.dataset(c.req.param('dataset'));
    const withToken = c.get('access') === 'token';
    const documents = [];
    const omitted = [];
    for (const id of ids) {
      const doc = state.get(id);
      if (doc && (withToken || isPublicDocument(doc, lake.core.hiddenTypes))) documents.push(doc);
      // A private document a caller may not read is, to that caller, one that does not exist:
      // answering `permission` would confirm that an enquiry or a draft is there.
      else omitted.push({ id, reason: 'existence' });
    }
    return c.json({ documents, omitted });
  });

  app.get('/data/listen/:dataset', (c) => {
    const search = new URL(c.req.url).searchParams;
    return listen(lake.core, c.req.param('dataset'), {
      query: search.get('query') ?? '',
      params: paramsFromSearch(search),
      includeResult: flag(search, 'includeResult', true),
      includePreviousRevision: flag(search, 'includePreviousRevision', false),
      includeMutations: flag(search, 'includeMutations', true),
      includeAllVersions: flag(search, 'includeAllVersions', false),
      mendozaEffects: search.get('effectFormat') === 'mendoza',
      enableResume: flag(search, 'enableResume', false),
      withToken: c.get('access') === 'token',
      lastEventId: c.req.header('last-event-id'),
    });
  });

  app.get('/data/history/:dataset/transactions/:ids', (c) => {
    requireToken(c);
    const search = new URL(c.req.url).searchParams;
    const limit = search.get('limit');
    if (limit !== null && !/^\d{1,6}$/.test(limit))
      throw badRequest('"limit" must be a whole number');
    const body = historyTransactions(
      lake.core.storage,
      c.req.param('dataset'),
      idList(c.req.param('ids')),
      {
        excludeMutations: flag(search, 'excludeMutations', false),
        reverse: flag(search, 'reverse', false),
        limit: limit === null ? undefined : Number(limit),
        fromTransaction: search.get('fromTransaction') || undefined,
        toTransaction: search.get('toTransaction') || undefined,
      },
    );
    return c.body(body, 200, { 'content-type': 'application/x-ndjson' });
  });

  app.get('/data/history/:dataset/events/documents/:id', (c) => {
    requireToken(c);
    const limit = Number(c.req.query('limit') ?? 100);
    if (!Number.isInteger(limit) || limit < 1 || limit > 1000)
      throw badRequest('"limit" must be from 1 to 1000');
    const id = c.req.param('id');
    // One page holds the whole history, so there is never a next cursor.
    return c.json({
      events: { [id]: historyEvents(lake.core.storage, c.req.param('dataset'), id, limit) },
      nextCursor: '',
    });
  });

  app.get('/data/history/:dataset/documents/:ids', (c) => {
    requireToken(c);
    const search = new URL(c.req.url).searchParams;
    const revision = search.get('revision');
    const time = search.get('time');
    const at = revision
      ? { revision }
      : time
        ? { time }
        : flag(search, 'lastRevision', false)
          ? { lastRevision: true as const }
          : undefined;
    if (!at) throw badRequest('Give "revision", "time" or "lastRevision"');
    return c.json({
      documents: historyDocuments(
        lake.core.storage,
        c.req.param('dataset'),
        idList(c.req.param('ids')),
        at,
      ),
    });
  });

  app.post('/data/mutate/:dataset', async (c) => {
    requireToken(c);
    const search = new URL(c.req.url).searchParams;
    const body = await jsonBody(c.req.raw);
    const transactionId =
      search.get('transactionId') ??
      (typeof body.transactionId === 'string' ? body.transactionId : undefined);
    const outcome = await lake.core.mutate(c.req.param('dataset'), body.mutations, {
      transactionId,
      dryRun: flag(search, 'dryRun', body.dryRun === true),
      identity: LOCAL_EDITOR.id,
    });
    const returnDocuments = flag(search, 'returnDocuments', false);
    const results = outcome.results.map((result) =>
      returnDocuments
        ? {
            ...result,
            document:
              outcome.documents.get(result.id) ??
              lake.core.dataset(c.req.param('dataset')).get(result.id),
          }
        : result,
    );
    return c.json({
      transactionId: outcome.transactionId,
      results,
      ...(flag(search, 'returnIds', false)
        ? { documentIds: outcome.results.map((r) => r.id) }
        : {}),
    });
  });

  app.post('/data/actions/:dataset', async (c) => {
    requireToken(c);
    const body = await jsonBody(c.req.raw);
    const outcome = await lake.core.act(c.req.param('dataset'), body.actions, {
      transactionId: typeof body.transactionId === 'string' ? body.transactionId : undefined,
      dryRun: body.dryRun === true,
      identity: LOCAL_EDITOR.id,
    });
    return c.json({ transactionId: outcome.transactionId });
  });

  return app;
}
