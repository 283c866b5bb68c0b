/**
 * Sending e-mail through one SMTP server, named by SMTP_URL (decision 068). Unset, there is no
 * mailer: e-mails stay stored as pending, and nothing leaves the machine. The one-process host
 * sets SMTP_URL to its own loopback mail catcher when none is configured (server/mailCatcher.ts).
 */
import nodemailer from 'nodemailer';
import { environment } from '../../shared/environment.ts';
import type { MailMessage } from './message.ts';

export interface Mailer {
  /** The sender, e.g. "Trips <trips@example.co.uk>"; undefined: the caller's default. */
  from?: string;
  /** Resolves once the server has accepted the message; rejects with its reason otherwise. */
  send(message: MailMessage & { from: string }): Promise<void>;
}

export function createSmtpMailer(url: string, from?: string): Mailer {
  const transport = nodemailer.createTransport({
    url,
    // A mail server that does not answer must not hold a visitor's request for long.
    connectionTimeout: 5_000,
    greetingTimeout: 5_000,
    socketTimeout: 10_000,
  });
  return {
    from,
    async send(message) {
      await transport.sendMail(message);
    },
  };
}

let configured: Mailer | undefined;

/** The configured mailer, or undefined when SMTP_URL is unset. */
export function configuredMailer(): Mailer | undefined {
  const { SMTP_URL, MAIL_FROM } = environment();
  if (!SMTP_URL) return undefined;
  configured ??= createSmtpMailer(SMTP_URL, MAIL_FROM);
  return configured;
}
