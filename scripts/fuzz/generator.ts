/**
 * The fuzz requests: random and hostile HTTP/1.1 requests to every public entry of the host,
 * drawn from a seeded random source so that a run, or one request of it, can be repeated.
 * Requests are raw bytes (not `fetch`), so they may carry what a browser would never send:
 * CR/LF in a header value, a garbage Content-Encoding, a header over any sane size.
 */
import { gzipSync } from 'node:zlib';

/** Every family of endpoint the fuzzer aims at. */
export const TARGETS = [
  'submit',
  'enquiries',
  'vitals',
  'query',
  'doc',
  'mutate',
  'listen',
  'images',
  'pages',
] as const;
export type Target = (typeof TARGETS)[number];

/** The header an injection tries to smuggle into a response; finding it is a broken promise. */
export const INJECTED_HEADER = 'x-fuzz-injected';
const INJECTIONS = [
  `\r\n${INJECTED_HEADER}: 1`,
  `%0d%0a${INJECTED_HEADER}:%201`,
  `%0D%0A${INJECTED_HEADER}: 1`,
  // Characters whose low byte is CR and LF: a server that writes headers as latin1 would split.
  `\u560d\u560a${INJECTED_HEADER}: 1`,
  `\n${INJECTED_HEADER}: 1`,
];

export interface Random {
  next(): number;
  int(maxExclusive: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
}

/** mulberry32: small, fast and good enough to choose test inputs. */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (maxExclusive: number) => Math.floor(next() * maxExclusive);
  return {
    next,
    int,
    pick: <T>(items: readonly T[]): T => items[int(items.length)] as T,
    chance: (probability) => next() < probability,
  };
}

/** The random source of request `index` in a run: each request can be replayed alone. */
export function requestRandom(seed: number, index: number): Random {
  return createRandom(Math.imul(seed ^ 0x9e3779b9, 31) + Math.imul(index, 0x85ebca6b));
}

export interface FuzzRequest {
  index: number;
  target: Target;
  method: string;
  /** Path and query exactly as sent. */
  path: string;
  headers: [string, string][];
  body: Buffer;
  /** False to send the body with no length at all (read until close) or chunked framing. */
  framing: 'length' | 'chunked' | 'none';
}

export interface FuzzContext {
  /** Image paths that exist, `/images/{project}/{dataset}/{hash}-{w}x{h}.{ext}`. */
  imagePaths: string[];
  /** Page paths that exist. */
  pagePaths: string[];
  /** A valid content API token, used in a share of the requests to reach deeper code. */
  token: string;
  apiVersion: string;
  dataset: string;
  /** The Host header a browser would send (`127.0.0.1:{port}`). */
  host: string;
  /** Leaves out the GROQ expressions whose cost grows with the cube of the dataset. */
  mildGroq?: boolean;
}

function randomString(random: Random, maxLength: number): string {
  const alphabets = [
    'abcdefghijklmnopqrstuvwxyz0123456789',
    'abc\u00e9\u00fc\u4e2d\u6587\ud83d\ude00',
    '\u0000\u0001\u001f\u007f\t\r\n',
    '<>"\'&;/\\%{}[]()*$#@!`|~^=+,.?:',
  ];
  const alphabet = random.pick(alphabets);
  const length = random.int(maxLength + 1);
  let result = '';
  for (let i = 0; i < length; i++) result += alphabet[random.int(alphabet.length)];
  return result;
}

function hostile(random: Random): string {
  return random.pick([
    random.pick(INJECTIONS),
    '../../../../etc/passwd',
    '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    '${7*7}{{7*7}}',
    '\u0000',
    'A'.repeat(random.pick([100, 5000, 70_000])),
    '%',
    '%zz%00',
    '\ud800',
    '-1',
    '1e309',
    'NaN',
    '__proto__',
    'constructor',
    randomString(random, 40),
  ]);
}

function value(random: Random): string {
  return random.chance(0.5) ? randomString(random, 30) : hostile(random);
}

/** Percent-encodes what a raw request line cannot hold, sometimes leaving the rest raw. */
function inQuery(random: Random, text: string): string {
  if (random.chance(0.15)) return text.replace(/[\r\n ]/g, '');
  return percentEncode(text);
}

/** Like encodeURIComponent, but a lone surrogate becomes U+FFFD instead of an exception. */
export function percentEncode(text: string): string {
  let result = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const char = String.fromCharCode(byte);
    result += /[A-Za-z0-9\-_.~]/.test(char)
      ? char
      : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return result;
}

/** Expressions that make every document scan every document, twice nested. */
export const COSTLY_GROQ = ['*[count(*[count(*) > 0]) > 0]', '*{"a": *{"b": *}}[0...3]'];

const GROQ = [
  ...COSTLY_GROQ,
  '*',
  'count(*)',
  '*[_type == "siteSettings"][0]',
  '*[_type == $type]{_id, title}',
  '*[_id in path("drafts.**")]',
  '*[_id match "enquiry*"]',
  '*[string::startsWith(_id, "")] | order(_updatedAt desc)[0...1000]',
  '*[',
  ')',
  '*[_type == "x"',
  'math::sum(*[].x)',
  'array::unique(*[]._type)',
  '$undefined',
  '*[defined(@)]',
  '*[(((((((((((((((((((((((((((((((1)))))))))))))))))))))))))))))))]',
  `*[_id == "${'x'.repeat(2000)}"]`,
  '*[_type == "page"]{..., "refs": *[references(^._id)]}',
  'sanity::dataset()',
  '*[_type == "enquiry"]{email, phone}',
];

function groq(random: Random, mild = false): string {
  if (random.chance(0.15)) return randomString(random, 80);
  const expression = random.pick(GROQ);
  return mild && COSTLY_GROQ.includes(expression) ? 'count(*)' : expression;
}

const CONTENT_TYPES = [
  'application/json',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=fuzz',
  'multipart/form-data',
  'text/plain',
  'application/octet-stream',
  'application/json; charset=utf-16',
  'image/svg+xml',
  '',
];

const ENCODINGS = ['gzip', 'br', 'deflate', 'x-garbage', 'gzip, gzip', 'identity'];

const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD', 'TRACE', 'PROPFIND'];

function jsonBody(random: Random, fields: Record<string, unknown>): string {
  const shaken: Record<string, unknown> = { ...fields };
  for (const key of Object.keys(shaken)) {
    if (random.chance(0.25)) shaken[key] = random.pick([null, 1, [], {}, value(random), true]);
  }
  if (random.chance(0.2)) shaken[value(random)] = value(random);
  if (random.chance(0.1)) return '{"a":'.repeat(random.pick([10, 5000])) + '1';
  if (random.chance(0.1)) return random.pick(['[]', 'null', '"x"', '{', '', '1e999']);
  return JSON.stringify(shaken);
}

function formBody(random: Random, fields: Record<string, string>): string {
  const params = new URLSearchParams();
  for (const [name, text] of Object.entries(fields)) {
    if (!random.chance(0.15)) params.append(name, random.chance(0.4) ? value(random) : text);
  }
  if (random.chance(0.2)) params.append(value(random), value(random));
  return params.toString();
}

function multipartBody(random: Random, fields: Record<string, string>): string {
  const parts = Object.entries(fields).map(
    ([name, text]) =>
      `--fuzz\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${random.chance(0.4) ? value(random) : text}\r\n`,
  );
  return parts.join('') + (random.chance(0.8) ? '--fuzz--\r\n' : '');
}

function enquiryFields(random: Random): Record<string, unknown> {
  return {
    formKind: random.pick(['booking', 'callback', 'x']),
    source: '/fuzz',
    firstName: 'Fuzz',
    email: random.chance(0.7) ? 'fuzz@example.com' : value(random),
    phone: random.chance(0.3) ? '+44 20 7946 0000' : undefined,
    regions: ['Asia'],
    notes: value(random),
    consent: true,
    website: random.chance(0.1) ? 'bot' : undefined,
  };
}

/** A page view's speed report (features/fieldSpeed/vitalsReport.ts), often slightly wrong. */
function speedReport(random: Random): Record<string, unknown> {
  const figure = () => random.pick([0, 120, 1100, 3_600_000, -1, 0.05, value(random)]);
  return {
    routeType: random.pick(['home', 'journey', 'reading', value(random)]),
    device: random.pick(['phone', 'tablet', 'desktop', value(random)]),
    connection: random.chance(0.5) ? '4g' : value(random),
    sentAt: random.chance(0.8)
      ? Date.now()
      : random.pick([0, Date.now() + 86_400_000, value(random)]),
    metrics: {
      LCP: { value: figure(), target: random.chance(0.5) ? 'img.hero' : value(random) },
      INP: { value: figure(), phase: random.pick(['inputDelay', value(random)]) },
      CLS: { value: figure() },
      ...(random.chance(0.2) ? { [String(value(random))]: { value: 1 } } : {}),
    },
  };
}

function mutationBody(random: Random): string {
  const id = random.chance(0.5) ? `fuzz-${random.int(50)}` : value(random);
  const mutation = random.pick([
    { create: { _id: id, _type: 'fuzzProbe', note: value(random) } },
    { createOrReplace: { _id: id, _type: value(random) } },
    { patch: { id, set: { [value(random)]: value(random) } } },
    { patch: { id, inc: { count: 1 }, ifRevisionID: value(random) } },
    { delete: { id } },
    { createIfNotExists: { _id: `drafts.${id}`, _type: 'page' } },
    { [value(random)]: {} },
  ]);
  return jsonBody(random, { mutations: [mutation] });
}

function imagePath(random: Random, context: FuzzContext): string {
  const base =
    context.imagePaths.length > 0 && random.chance(0.8)
      ? random.pick(context.imagePaths)
      : `/images/${random.pick(['local', inQuery(random, value(random))])}/${random.pick([context.dataset, 'other', inQuery(random, value(random))])}/${inQuery(random, randomString(random, 40))}-10x10.${random.pick(['jpg', 'png', 'svg', 'webp', 'exe'])}`;
  const params = new URLSearchParams();
  const choices: [string, () => string][] = [
    ['w', () => String(random.pick([1, 50, 200, 800, 5000, 0, -5, 99999]))],
    ['h', () => String(random.pick([1, 60, 300, 5001, -1]))],
    ['fit', () => random.pick(['crop', 'clip', 'max', 'fill', 'scale', 'min', 'x'])],
    ['fm', () => random.pick(['webp', 'avif', 'jpg', 'png', 'gif', 'tiff', 'pjpg'])],
    ['q', () => String(random.pick([1, 75, 100, 101, -3]))],
    ['dpr', () => String(random.pick([1, 2, 3, 10]))],
    ['blur', () => String(random.pick([0, 5, 2000]))],
    ['rect', () => random.pick(['0,0,10,10', '0,0,99999,99999', '-1,-1,1,1', 'a,b'])],
    ['crop', () => random.pick(['center', 'entropy', 'top,left', 'nowhere'])],
    ['auto', () => 'format'],
    ['bg', () => random.pick(['fff', 'zzzzzz', '00ff0080'])],
    [value(random), () => value(random)],
  ];
  const count = random.int(4);
  for (let i = 0; i < count; i++) {
    const [name, make] = random.pick(choices);
    params.set(name, random.chance(0.15) ? value(random) : make());
  }
  const query = params.toString();
  // Most pictures are asked for at sizes from a small set, as the site asks; some are wild.
  return query ? `${base}?${query}` : base;
}

function pagePath(random: Random, context: FuzzContext): string {
  const base = random.chance(0.75)
    ? random.pick(context.pagePaths)
    : random.pick([
        `/${inQuery(random, value(random))}`,
        '/journeys/does-not-exist',
        '/picks/%00',
        '/holiday-types/..%2f..%2f',
        '//evil.example/',
        '/paystatus',
        '/submit/../form',
        '/studio/../',
      ]);
  if (random.chance(0.3)) {
    return `${base}?${random.pick(['status', 'ref', 'x', '_data', 'index'])}=${inQuery(random, value(random))}`;
  }
  return base;
}

function target(random: Random, context: FuzzContext, family: Target) {
  const api = `/v${random.chance(0.9) ? context.apiVersion : random.pick(['1', 'X', '2099-99-99', inQuery(random, value(random))])}`;
  const dataset = random.chance(0.85) ? context.dataset : inQuery(random, value(random));
  switch (family) {
    case 'submit':
      return {
        path: random.chance(0.9) ? '/submit' : `/submit?${inQuery(random, value(random))}`,
        methods: ['POST'],
      };
    case 'enquiries':
      return { path: '/api/enquiries', methods: ['POST'] };
    case 'vitals':
      return { path: '/api/vitals', methods: ['POST'] };
    case 'query':
      return {
        path: `${api}/data/query/${dataset}?query=${inQuery(random, groq(random, context.mildGroq))}${random.chance(0.3) ? `&perspective=${random.pick(['raw', 'drafts', 'published', 'x'])}` : ''}${random.chance(0.3) ? `&$type=${inQuery(random, JSON.stringify(value(random)))}` : ''}`,
        methods: ['GET', 'POST'],
      };
    case 'doc':
      return {
        path: `${api}/data/doc/${dataset}/${random.pick(['siteSettings', 'drafts.x', 'enquiry.x', inQuery(random, value(random))])}`,
        methods: ['GET'],
      };
    case 'mutate':
      return {
        path: `${api}/data/mutate/${dataset}${random.chance(0.5) ? '?returnIds=true&visibility=sync' : `?${inQuery(random, value(random))}`}`,
        methods: ['POST'],
      };
    case 'listen':
      return {
        path: `${api}/data/listen/${dataset}?query=${inQuery(random, groq(random, context.mildGroq))}`,
        methods: ['GET'],
      };
    case 'images':
      return { path: imagePath(random, context), methods: ['GET', 'HEAD'] };
    case 'pages':
      return { path: pagePath(random, context), methods: ['GET', 'HEAD'] };
  }
}

function bodyFor(
  random: Random,
  context: FuzzContext,
  family: Target,
  contentType: string,
): string {
  const submitFields = {
    responseStatus: String(random.pick([0, 1, 5, 6, -1])),
    transactionID: `T${random.int(1e6)}`,
  };
  switch (family) {
    case 'submit':
      if (contentType.startsWith('multipart')) return multipartBody(random, submitFields);
      if (contentType.startsWith('application/json')) return jsonBody(random, submitFields);
      return formBody(random, submitFields);
    case 'enquiries':
      return jsonBody(random, enquiryFields(random));
    case 'vitals':
      return jsonBody(random, speedReport(random));
    case 'mutate':
      return mutationBody(random);
    case 'query':
      return jsonBody(random, {
        query: groq(random, context.mildGroq),
        params: { type: value(random) },
      });
    default:
      return random.chance(0.5) ? '' : value(random);
  }
}

/** Request number `index` of the run seeded `seed`. */
export function fuzzRequest(seed: number, index: number, context: FuzzContext): FuzzRequest {
  const random = requestRandom(seed, index);
  const family = random.pick(TARGETS);
  const { path, methods } = target(random, context, family);
  const method = random.chance(0.85) ? random.pick(methods) : random.pick([...METHODS, 'FUZZ']);
  const headers: [string, string][] = [
    ['host', random.chance(0.95) ? context.host : random.pick(['127.0.0.1', value(random)])],
  ];
  const sendsBody = method !== 'GET' && method !== 'HEAD' ? true : random.chance(0.05);

  if (family === 'query' || family === 'doc' || family === 'mutate' || family === 'listen') {
    const token = random.pick([
      'none',
      'none',
      'good',
      `Bearer ${value(random)}`,
      'Basic Zm9vOmJhcg==',
      'Bearer ',
    ]);
    if (token === 'good') headers.push(['authorization', `Bearer ${context.token}`]);
    else if (token !== 'none') headers.push(['authorization', token]);
  }
  if (family === 'enquiries' && random.chance(0.7)) {
    headers.push([
      'idempotency-key',
      random.chance(0.6) ? `fuzz-${seed}-${index}-key-000000` : value(random),
    ]);
  }
  if (random.chance(0.1))
    headers.push(['origin', random.pick(['https://evil.example', 'null', value(random)])]);
  if (random.chance(0.1)) headers.push(['cookie', `session=${value(random)}`]);
  if (random.chance(0.1)) headers.push(['x-forwarded-for', value(random)]);
  if (random.chance(0.1))
    headers.push(['accept-encoding', random.pick(['br', 'gzip', '*', 'x', ''])]);
  if (random.chance(0.05))
    headers.push(['x-huge', 'h'.repeat(random.pick([8_000, 20_000, 70_000]))]);
  if (random.chance(0.05)) {
    for (let i = 0; i < random.pick([50, 200]); i++) headers.push([`x-many-${i}`, 'v']);
  }
  if (random.chance(0.05))
    headers.push([
      `x-${randomString(random, 8).replace(/[^a-z0-9]/g, '') || 'a'}`,
      random.pick(INJECTIONS),
    ]);

  let body = Buffer.alloc(0);
  let framing: FuzzRequest['framing'] = 'length';
  if (sendsBody) {
    const contentType =
      (family === 'enquiries' || family === 'vitals') && random.chance(0.7)
        ? 'application/json'
        : family === 'submit' && random.chance(0.6)
          ? 'application/x-www-form-urlencoded'
          : random.pick(CONTENT_TYPES);
    if (contentType) headers.push(['content-type', contentType]);
    body = Buffer.from(bodyFor(random, context, family, contentType));
    if (random.chance(0.15)) {
      const encoding = random.pick(ENCODINGS);
      headers.push(['content-encoding', encoding]);
      if (encoding === 'gzip' && random.chance(0.6)) body = gzipSync(body);
      else if (random.chance(0.5)) body = Buffer.from(randomString(random, 64));
    }
    if (random.chance(0.03)) body = Buffer.alloc(random.pick([17_000, 300_000, 2_000_000]), 0x61);
    framing = random.chance(0.15) ? 'chunked' : random.chance(0.03) ? 'none' : 'length';
  }
  return { index, target: family, method, path, headers, body, framing };
}

/** The request as bytes on the wire; `Connection: close` so the answer ends with the socket. */
export function serializeRequest(request: FuzzRequest): Buffer {
  const lines = [`${request.method} ${request.path} HTTP/1.1`];
  for (const [name, text] of request.headers) lines.push(`${name}: ${text}`);
  lines.push('connection: close');
  if (request.framing === 'length' && (request.body.length > 0 || request.method === 'POST')) {
    lines.push(`content-length: ${request.body.length}`);
  }
  if (request.framing === 'chunked') lines.push('transfer-encoding: chunked');
  const head = Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1');
  if (request.framing !== 'chunked') return Buffer.concat([head, request.body]);
  const chunk =
    request.body.length > 0
      ? [Buffer.from(`${request.body.length.toString(16)}\r\n`), request.body, Buffer.from('\r\n')]
      : [];
  return Buffer.concat([head, ...chunk, Buffer.from('0\r\n\r\n')]);
}
