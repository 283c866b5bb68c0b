/**
 * Who may read the mail catcher (`/_mail`, `/_mail.json`): every visitor's name, e-mail, phone
 * and words, as the site's e-mails carried them. Only two kinds of reader qualify:
 *
 * - a signed-in editor (a Studio session or the server token, sent as `Authorization: Bearer`);
 * - the person at this machine: a loopback client of a host that listens on loopback only.
 *
 * The second is judged by facts no visitor can forge: the socket's peer and the address the host
 * listens on. A host on a public address, or one told a proxy stands in front (TRUST_PROXY), is
 * reached through that proxy from anywhere, and a proxy on this machine makes every visitor's
 * socket look local: such a host shows its mail to editors only. Headers can only refuse, never
 * admit: a forwarding header means a proxy relayed someone else, and a `Host` that is not a
 * loopback name means a page elsewhere (DNS rebinding) or a proxy passing the public name on.
 */
import { isLoopback, isProxied, type TrustProxy } from '../shared/clientAddress.ts';
import { listensOnLoopbackOnly } from '../shared/environment.ts';

export interface MailReader {
  /** The TCP peer as the socket reports it; undefined when the host cannot tell. */
  socketAddress: string | undefined;
  /** The address the host listens on (HOST). */
  listensOn: string;
  /** Reverse proxies the operator says stand in front of the host. */
  trustProxy: TrustProxy;
  /** The request's URL as the host sees it (its host name is the one the client addressed). */
  url: string;
  headers: Headers;
  /** Whether the request's `Authorization` names a signed-in editor. */
  isEditor: (authorization: string | undefined) => boolean;
}

/** Host names only this machine answers to. */
function isLoopbackName(hostname: string): boolean {
  const name = hostname.toLowerCase();
  return name === 'localhost' || name.endsWith('.localhost') || isLoopback(name);
}

/** Whether the request is from the person at this machine, to a host only this machine reaches. */
function isFromThisMachine(reader: MailReader): boolean {
  return (
    listensOnLoopbackOnly(reader.listensOn) &&
    reader.trustProxy <= 0 &&
    isLoopback(reader.socketAddress) &&
    !isProxied(reader.headers) &&
    isLoopbackName(new URL(reader.url).hostname)
  );
}

export function mayReadCaughtMail(reader: MailReader): boolean {
  return (
    reader.isEditor(reader.headers.get('authorization') ?? undefined) || isFromThisMachine(reader)
  );
}
