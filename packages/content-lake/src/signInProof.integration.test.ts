/**
 * The local sign-in proves who is there, not where they are: through a reverse proxy on this
 * machine that adds no forwarding header (as nginx's plain `proxy_pass` does), every caller
 * looks local, and only the one-time code the host printed on its console at start (or gave to
 * the holder of its server token) lets anyone in. Asking for the sign-in page prints nothing.
 */
import { chmodSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SESSION_LIFETIME_MS } from './auth.ts';
import { CODE_LIFETIME_MS } from './signInCodes.ts';
import { startLakeForTest, type TestLake } from './testing.ts';

let lake: TestLake;
let proxy: Server;
let proxyOrigin: string;
let time = Date.parse('2026-11-25T22:00:00Z');

/** A twenty-line proxy on loopback: it rewrites Host to the lake's and adds nothing. */
function startBareProxy(target: URL): Promise<Server> {
  const server = createServer((incoming, outgoing) => {
    const forwarded = request(
      {
        host: target.hostname,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, host: target.host },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    incoming.pipe(forwarded);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

beforeAll(async () => {
  // A folder and an (empty) database file that others may read, as an older host left them.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lake-sign-in-'));
  chmodSync(dataDir, 0o755);
  writeFileSync(path.join(dataDir, 'lake.sqlite'), '', { mode: 0o644 });
  lake = await startLakeForTest({
    dataDir,
    signIn: { enabled: true, trustProxy: 0 },
    clock: () => time,
  });
  proxy = await startBareProxy(new URL(lake.origin));
  proxyOrigin = `http://127.0.0.1:${String((proxy.address() as AddressInfo).port)}`;
});
afterAll(async () => {
  proxy.closeAllConnections();
  await new Promise((resolve) => proxy.close(resolve));
  await lake.close();
  rmSync(lake.dataDir, { recursive: true, force: true });
});

/** The lake's own address for the Studio: the proxy passes Host through as the lake's. */
const studio = () => `${lake.origin}/studio`;

/** The sign-in, asked for through the proxy as someone who reached it would ask. */
const signInThroughProxy = (code?: string) => {
  const search = new URLSearchParams({ origin: studio(), ...(code ? { code } : {}) });
  return fetch(`${proxyOrigin}/v1/auth/login/local?${search.toString()}`, { redirect: 'manual' });
};

const codeOf = (link: string | undefined) =>
  new URL(link ?? 'http://x/').searchParams.get('code') ?? '';

/** A fresh code, as the host prints one on its own console when it starts. */
const printedAtStart = () => codeOf(lake.lake.signInLink(studio()));

/** Exchanges the sid of a successful sign-in for a session token, through the proxy. */
async function sessionFrom(login: Response): Promise<string> {
  const sid = new URL(login.headers.get('location') ?? '').hash.replace('#sid=', '');
  const cookie = login.headers.get('set-cookie')?.split(';')[0] ?? '';
  const exchange = await fetch(`${proxyOrigin}/v1/auth/fetch?sid=${sid}`, { headers: { cookie } });
  expect(exchange.status).toBe(200);
  return ((await exchange.json()) as { token: string }).token;
}

const rawCount = async (token: string) =>
  (
    await fetch(`${proxyOrigin}/v2025-02-19/data/query/test?query=count(*)&perspective=raw`, {
      headers: { authorization: `Bearer ${token}` },
    })
  ).status;

describe('signing in through a proxy that adds no forwarding header', () => {
  it('is refused without the one-time code: a form asks for it, and no sid or cookie is given', async () => {
    const login = await signInThroughProxy();
    expect(login.status).toBe(200);
    expect(login.headers.get('location')).toBeNull();
    expect(login.headers.get('set-cookie')).toBeNull();
    const page = await login.text();
    expect(page).toContain('<label for="code">Sign-in code</label>');
    expect(page).not.toContain('sid=');
  });

  it('prints no code on the console however often a caller here asks for the page', async () => {
    const printing = [
      vi.spyOn(console, 'log'),
      vi.spyOn(console, 'info'),
      vi.spyOn(console, 'warn'),
      vi.spyOn(console, 'error'),
      vi.spyOn(process.stdout, 'write'),
      vi.spyOn(process.stderr, 'write'),
    ];
    try {
      for (const ask of [
        () => signInThroughProxy(),
        () => fetch(`${lake.origin}/v1/auth/login/local?origin=${encodeURIComponent(studio())}`),
      ]) {
        for (let attempt = 0; attempt < 3; attempt += 1) {
          time += 61_000;
          const page = await ask();
          expect(page.status).toBe(200);
          await page.text();
        }
      }
      for (const spy of printing) expect(spy).not.toHaveBeenCalled();
    } finally {
      for (const spy of printing) spy.mockRestore();
    }
  });

  it('is refused with a wrong code', async () => {
    const login = await signInThroughProxy('a-guess-at-the-code');
    expect(login.status).toBe(403);
    expect(login.headers.get('set-cookie')).toBeNull();
    expect(await login.text()).toContain('unknown, already used or out of date');
  });

  it('lets the owner in with the code printed on the console, once and not twice', async () => {
    const code = printedAtStart();
    const login = await signInThroughProxy(code);
    expect(login.status).toBe(302);
    const token = await sessionFrom(login);
    expect(await rawCount(token)).toBe(200);
    const again = await signInThroughProxy(code);
    expect(again.status).toBe(403);
    expect(again.headers.get('location')).toBeNull();
  });

  it('refuses a code once it has expired', async () => {
    const code = lake.lake.signInLink(studio());
    time += CODE_LIFETIME_MS;
    const login = await signInThroughProxy(new URL(code ?? '').searchParams.get('code') ?? '');
    expect(login.status).toBe(403);
  });

  it('gives codes for the server token only, never for a session or nobody', async () => {
    const ask = (authorization?: string) =>
      fetch(`${proxyOrigin}/v1/auth/login/local/codes`, {
        method: 'POST',
        headers: authorization ? { authorization } : {},
      });
    expect((await ask()).status).toBe(401);
    const session = await sessionFrom(await signInThroughProxy(printedAtStart()));
    expect((await ask(`Bearer ${session}`)).status).toBe(401);
    const answer = await ask(`Bearer ${lake.token}`);
    expect(answer.status).toBe(200);
    const { code } = (await answer.json()) as { code: string };
    expect((await signInThroughProxy(code)).status).toBe(302);
  });
});

describe('sessions and the data folder', () => {
  it('keeps sessions by digest only, and ends them after a working day', async () => {
    const token = await sessionFrom(await signInThroughProxy(printedAtStart()));
    const db = new DatabaseSync(path.join(lake.dataDir, 'lake.sqlite'), { readOnly: true });
    try {
      const rows = db.prepare('SELECT digest FROM editor_sessions').all() as { digest: string }[];
      expect(rows.length).toBeGreaterThan(0);
      expect(JSON.stringify(rows)).not.toContain(token);
    } finally {
      db.close();
    }
    time += SESSION_LIFETIME_MS - 1;
    expect(await rawCount(token)).toBe(200);
    time += 1;
    expect(await rawCount(token)).toBe(403);
  });

  it.each([
    ['the data folder', '', 0o700],
    ['the database', 'lake.sqlite', 0o600],
    ['its write-ahead log', 'lake.sqlite-wal', 0o600],
    ['the server token', 'local-api-token', 0o600],
  ])('%s is for its owner only, whatever mode it had', (_name, file, mode) => {
    expect(statSync(path.join(lake.dataDir, file)).mode & 0o777).toBe(mode);
  });
});
