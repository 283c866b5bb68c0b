/**
 * The embedded default for e-mail (decision 068): a real SMTP server on loopback that keeps what
 * it receives in memory, parsed, instead of delivering it, so a machine with no mail settings
 * sends nothing anywhere yet every e-mail can be read. Used by the host's mail service and by
 * tests that need a mail server they can stop and start.
 */
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  id: number;
  receivedAt: string;
  from: string;
  to: string[];
  replyTo?: string;
  subject: string;
  text: string;
}

export interface MailCatcher {
  /** The address to send to, e.g. smtp://127.0.0.1:41025. */
  url: string;
  port: number;
  /** Newest first. */
  messages(): CaughtMail[];
  /**
   * Drops every caught e-mail sent to, from or about an address (named anywhere in it), as an
   * erasure must: the catcher holds the same personal data as the lake. Answers how many went.
   */
  forget(address: string): number;
  close(): Promise<void>;
}

/** Keeps the last this many: a catcher for reading, not an archive. */
const KEEP = 200;
const MAX_MESSAGE_BYTES = 25 * 1024 * 1024;

function addresses(value: unknown): string[] {
  const list = Array.isArray(value) ? value : value ? [value] : [];
  return list.flatMap((entry: { value?: { address?: string }[] }) =>
    (entry.value ?? []).flatMap((one) => (one.address ? [one.address] : [])),
  );
}

/** Whether an e-mail names the address in any header or its text, in any letter case. */
function mentions(mail: CaughtMail, address: string): boolean {
  const needle = address.trim().toLowerCase();
  if (needle === '') return false;
  return [mail.from, ...mail.to, mail.replyTo ?? '', mail.subject, mail.text].some((field) =>
    field.toLowerCase().includes(needle),
  );
}

/** Starts listening on loopback; port 0 picks a free one. */
export async function startMailCatcher(port = 0): Promise<MailCatcher> {
  const caught: CaughtMail[] = [];
  let next = 1;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    size: MAX_MESSAGE_BYTES,
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          caught.unshift({
            id: next++,
            receivedAt: new Date().toISOString(),
            from: addresses(parsed.from).join(', '),
            to: addresses(parsed.to),
            replyTo: addresses(parsed.replyTo)[0],
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
          });
          caught.length = Math.min(caught.length, KEEP);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const actual = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${actual}`,
    port: actual,
    messages: () => [...caught],
    forget: (address) => {
      const before = caught.length;
      const kept = caught.filter((mail) => !mentions(mail, address));
      caught.splice(0, caught.length, ...kept);
      return before - kept.length;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
