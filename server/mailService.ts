/**
 * The mail catcher as a service of the one-process host: when SMTP_URL is unset, an SMTP server
 * on loopback receives the site's e-mails, and /_mail lists them (newest first; /_mail.json for
 * scripts and tests). Setting SMTP_URL turns it off, and then nothing is listed here.
 */
import { Hono } from 'hono';
import { environment, forgetEnvironment } from '../shared/environment.ts';
import { startMailCatcher, type CaughtMail, type MailCatcher } from './mailCatcher.ts';
import type { ServiceModule } from './services.ts';

const PAGE = '/_mail';
const FEED = '/_mail.json';

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

export async function mailService(): Promise<ServiceModule> {
  const app = new Hono();
  let catcher: MailCatcher | undefined;
  if (!environment().SMTP_URL) {
    catcher = await startMailCatcher();
    // The functions read SMTP_URL when they send: point them at the catcher.
    process.env.SMTP_URL = catcher.url;
    forgetEnvironment();
  }
  const caught = catcher;
  app.get(FEED, (c) => c.json(caught?.messages() ?? [], 200, { 'cache-control': 'no-store' }));
  app.get(PAGE, (c) =>
    c.html(page(caught?.messages() ?? [], caught?.url ?? 'none'), 200, {
      'cache-control': 'no-store',
    }),
  );
  return {
    name: 'mail',
    app,
    claims: (pathname) => caught !== undefined && (pathname === PAGE || pathname === FEED),
    describe: (origin) =>
      caught
        ? `mail          ${origin}${PAGE} (SMTP on ${caught.url}, nothing leaves the machine)`
        : `mail          sent through SMTP_URL`,
    close: () => caught?.close() ?? Promise.resolve(),
  };
}
