/**
 * The mail catcher's pages over HTTP, served as `npm start` serves them (a Node listener whose
 * socket the service reads): the person at a loopback host reads them; a host on every address,
 * as one behind a reverse proxy listens, shows them to nobody who is not a signed-in editor,
 * although a proxy on the same machine makes every visitor's socket look local.
 */
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { createTransport } from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnvironment } from '../shared/environment.ts';
import { mailService } from './mailService.ts';
import type { ServiceModule } from './services.ts';

const EDITOR = 'Bearer sess-editor-of-this-test';
const isEditor = (authorization: string | undefined) => authorization === EDITOR;
const VISITOR = 'Jane Smith, jane.smith@example.org, +44 20 7946 0958';

interface Served {
  service: ServiceModule;
  server: ServerType;
  port: number;
}

async function serveMail(host: string): Promise<Served> {
  const service = await mailService({ isEditor }, parseEnvironment({ HOST: host }));
  const server = serve({ fetch: service.app.fetch, port: 0, hostname: host });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  return { service, server, port: (server.address() as AddressInfo).port };
}

async function stop({ service, server }: Served): Promise<void> {
  (server as { closeAllConnections?: () => void }).closeAllConnections?.();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await service.close?.();
}

let loopbackHost: Served;
let publicHost: Served;
const smtpUrl = process.env.SMTP_URL;

beforeAll(async () => {
  loopbackHost = await serveMail('127.0.0.1');
  publicHost = await serveMail('0.0.0.0');
  // Each service pointed SMTP_URL at its own catcher: one e-mail to each, as a form would send.
  for (const served of [loopbackHost, publicHost]) {
    const url = /SMTP on (smtp:\/\/\S+),/.exec(served.service.describe('http://x'))?.[1];
    await createTransport(url).sendMail({
      from: 'site@example.co.uk',
      to: 'team@example.co.uk',
      subject: 'Callback request',
      text: VISITOR,
    });
  }
});

afterAll(async () => {
  await stop(loopbackHost);
  await stop(publicHost);
  if (smtpUrl === undefined) delete process.env.SMTP_URL;
  else process.env.SMTP_URL = smtpUrl;
});

const read = (port: number, path: string, headers: Record<string, string> = {}) =>
  fetch(`http://127.0.0.1:${String(port)}${path}`, { headers });

describe('the mail catcher on a loopback host', () => {
  it.each(['/_mail', '/_mail.json'])('%s answers the person at this machine', async (path) => {
    const answer = await read(loopbackHost.port, path);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await answer.text()).toContain('jane.smith@example.org');
  });

  it('refuses a request a proxy on this machine relayed for someone else', async () => {
    const answer = await read(loopbackHost.port, '/_mail.json', {
      'x-forwarded-for': '203.0.113.9',
    });
    expect(answer.status).toBe(404);
    expect(await answer.text()).not.toContain('jane.smith');
  });

  it('says nothing at start but where the mail is', () => {
    expect(loopbackHost.service.describe('http://127.0.0.1:3000')).not.toContain('WARNING');
  });
});

describe('the mail catcher on a host listening on every address (behind a proxy)', () => {
  it.each(['/_mail', '/_mail.json'])(
    '%s is refused to a caller whose socket is local, as behind a proxy on this machine',
    async (path) => {
      const answer = await read(publicHost.port, path);
      expect(answer.status).toBe(404);
      expect(await answer.text()).not.toContain('jane.smith');
    },
  );

  it('is refused to a token that names no editor', async () => {
    const answer = await read(publicHost.port, '/_mail.json', { authorization: 'Bearer guess' });
    expect(answer.status).toBe(404);
  });

  it('answers a signed-in editor', async () => {
    const answer = await read(publicHost.port, '/_mail.json', { authorization: EDITOR });
    expect(answer.status).toBe(200);
    const mail = (await answer.json()) as { text: string }[];
    expect(mail.map((one) => one.text.trim())).toEqual([VISITOR]);
  });

  it('says loudly at start that no e-mail leaves the machine', () => {
    const banner = publicHost.service.describe('http://localhost:3000');
    expect(banner).toContain('WARNING: SMTP_URL is unset on a host other machines can reach');
    expect(banner).toContain('HOST=0.0.0.0');
  });
});

describe('an erasure reaching the mail catcher', () => {
  const forget = (port: number, email: string, headers: Record<string, string> = {}) =>
    fetch(`http://127.0.0.1:${String(port)}/_mail/forget`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ email }),
    });

  it('is refused without a token, even from this machine, and forgets nothing', async () => {
    const answer = await forget(loopbackHost.port, 'jane.smith@example.org');
    expect(answer.status).toBe(404);
    expect(await (await read(loopbackHost.port, '/_mail.json')).text()).toContain('jane.smith');
  });

  it('refuses a body that names no address', async () => {
    const answer = await forget(publicHost.port, 'nobody', { authorization: EDITOR });
    expect(answer.status).toBe(400);
  });

  it('drops every e-mail naming the person, in any letter case, for an editor', async () => {
    const answer = await forget(publicHost.port, 'Jane.Smith@Example.org', {
      authorization: EDITOR,
    });
    expect(await answer.json()).toEqual({ forgotten: 1 });
    const left = await read(publicHost.port, '/_mail.json', { authorization: EDITOR });
    expect(await left.text()).not.toContain('jane.smith');
  });
});
