/**
 * The mail catcher as a service of the one-process host: when SMTP_URL is unset, an SMTP server
 * on loopback receives the site's e-mails, and /_mail lists them (newest first; /_mail.json for
 * scripts and tests) to the person at this machine or a signed-in editor only (mailAccess.ts);
 * anyone else is told there is no such page. Setting SMTP_URL turns it off, and then nothing is
 * listed here. A host others can reach that catches its mail says so loudly at start: its
 * visitors' confirmations and the team's notices go nowhere.
 */
import { Hono, type Context } from 'hono';
import {
  environment,
  forgetEnvironment,
  isExposed,
  type Environment,
} from '../shared/environment.ts';
import { mayReadCaughtMail } from './mailAccess.ts';
import { startMailCatcher, type CaughtMail, type MailCatcher } from './mailCatcher.ts';
import type { ServiceModule, SharedServices } from './serviceModule.ts';

/** Node's socket, passed by @hono/node-server as the request's bindings. */
interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } };
}

const PAGE = '/_mail';
const FEED = '/_mail.json';
/** An erasure's last step: the server token or an editor asks the catcher to forget a person. */
const FORGET = '/_mail/forget';
const MAX_ADDRESS_LENGTH = 320;

const escape = (text: string) => text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);

function page(messages: CaughtMail[], url: string): string {
  const items = messages
    .map(
      (mail) => `<article><h2>${escape(mail.subject)}</h2>
<p>To ${escape(mail.to.join(', '))}${mail.replyTo ? `, reply to ${escape(mail.replyTo)}` : ''}, from ${escape(mail.from)}, ${escape(mail.receivedAt)}</p>
<pre>${escape(mail.text)}</pre></article>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>Mail sent</title>
<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<style>body{font:16px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:50rem;padding:0 1rem}pre{white-space:pre-wrap;background:#f4f1ec;padding:1rem}</style></head>
<body><main><h1>Mail sent by this machine</h1><p>Caught by the local SMTP server at ${escape(url)}; nothing here left the machine.</p>
${items || '<p>Nothing has been sent yet.</p>'}</main></body></html>`;
}

/** The start-up warning of a host others can reach that keeps its e-mails on this machine. */
export function exposedCatcherWarning(env: Environment): string[] {
  return [
    '!!! WARNING: SMTP_URL is unset on a host other machines can reach',
    `!!! (HOST=${env.HOST}${env.TRUST_PROXY > 0 ? `, TRUST_PROXY=${String(env.TRUST_PROXY)}` : ''}). No e-mail leaves this machine: visitors get no`,
    '!!! confirmation and the team no notice. /_mail shows them to signed-in editors only.',
    '!!! Set SMTP_URL to the mail server this site sends through.',
  ];
}

export async function mailService(
  shared: SharedServices,
  env: Environment = environment(),
): Promise<ServiceModule> {
  const app = new Hono();
  let catcher: MailCatcher | undefined;
  if (!env.SMTP_URL) {
    catcher = await startMailCatcher();
    // The functions read SMTP_URL when they send: point them at the catcher.
    process.env.SMTP_URL = catcher.url;
    forgetEnvironment();
  }
  const caught = catcher;
  const mayRead = (c: Context) =>
    mayReadCaughtMail({
      socketAddress: (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress,
      listensOn: env.HOST,
      trustProxy: env.TRUST_PROXY,
      url: c.req.url,
      headers: c.req.raw.headers,
      isEditor: shared.isEditor,
    });
  // Refused as a page that does not exist, so a stranger learns nothing of the catcher.
  const refused = (c: Context) => c.text('Not Found', 404, { 'cache-control': 'no-store' });
  app.get(FEED, (c) =>
    mayRead(c)
      ? c.json(caught?.messages() ?? [], 200, { 'cache-control': 'no-store' })
      : refused(c),
  );
  app.get(PAGE, (c) =>
    mayRead(c)
      ? c.html(page(caught?.messages() ?? [], caught?.url ?? 'none'), 200, {
          'cache-control': 'no-store',
        })
      : refused(c),
  );
  // Only a token holder may erase: a loopback socket alone proves nothing about who asks.
  app.post(FORGET, async (c) => {
    if (!shared.isEditor(c.req.header('authorization'))) return refused(c);
    const body = (await c.req.json().catch(() => undefined)) as { email?: unknown } | undefined;
    const email = body?.email;
    if (typeof email !== 'string' || !email.includes('@') || email.length > MAX_ADDRESS_LENGTH) {
      return c.json({ error: 'Send {"email": "<address>"}.' }, 400, {
        'cache-control': 'no-store',
      });
    }
    return c.json({ forgotten: caught?.forget(email) ?? 0 }, 200, { 'cache-control': 'no-store' });
  });
  const warning = caught && isExposed(env) ? exposedCatcherWarning(env) : [];
  return {
    name: 'mail',
    app,
    claims: (pathname) =>
      caught !== undefined && (pathname === PAGE || pathname === FEED || pathname === FORGET),
    describe: (origin) =>
      caught
        ? [
            `mail          ${origin}${PAGE} (SMTP on ${caught.url}, nothing leaves the machine)`,
            ...warning,
          ].join('\n')
        : `mail          sent through SMTP_URL`,
    close: () => caught?.close() ?? Promise.resolve(),
  };
}
