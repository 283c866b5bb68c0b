import { describe, expect, it } from 'vitest';
import { mayReadCaughtMail, type MailReader } from './mailAccess.ts';

const EDITOR = 'Bearer sess-editor';

/** A request to /_mail.json: from this machine to a loopback host, unless a case says otherwise. */
function reader(
  overrides: Partial<Omit<MailReader, 'headers'>> & { headers?: Record<string, string> },
) {
  const { headers, ...rest } = overrides;
  return {
    socketAddress: '127.0.0.1',
    listensOn: '127.0.0.1',
    trustProxy: 0,
    url: 'http://127.0.0.1:3000/_mail.json',
    isEditor: (authorization: string | undefined) => authorization === EDITOR,
    ...rest,
    headers: new Headers(headers),
  };
}

describe('who may read the mail catcher', () => {
  it.each<[string, Parameters<typeof reader>[0], boolean]>([
    ['this machine, to a loopback host', {}, true],
    ['this machine over IPv6', { socketAddress: '::1', url: 'http://[::1]:3000/_mail' }, true],
    ['this machine by name', { url: 'http://localhost:3000/_mail' }, true],
    ['this machine, IPv4 mapped in IPv6', { socketAddress: '::ffff:127.0.0.1' }, true],
    ['a host listening on localhost', { listensOn: 'localhost' }, true],
    ['another machine', { socketAddress: '192.0.2.7' }, false],
    ['another machine over IPv6', { socketAddress: '2001:db8::7' }, false],
    ['a client whose address the socket cannot tell', { socketAddress: undefined }, false],
    ['this machine, to a host on every address', { listensOn: '0.0.0.0' }, false],
    ['this machine, to a host on every IPv6 address', { listensOn: '::' }, false],
    ['this machine, to a host on a public address', { listensOn: '192.0.2.2' }, false],
    ['a host told a proxy stands in front', { trustProxy: 1 }, false],
    [
      'a proxy on this machine that says whom it relays',
      { headers: { 'x-forwarded-for': '203.0.113.9' } },
      false,
    ],
    [
      'a visitor who claims to be this machine',
      { socketAddress: '203.0.113.9', headers: { 'x-forwarded-for': '127.0.0.1' } },
      false,
    ],
    ['a proxy that sets Forwarded', { headers: { forwarded: 'for=203.0.113.9' } }, false],
    ['a proxy that sets X-Real-IP', { headers: { 'x-real-ip': '203.0.113.9' } }, false],
    [
      'a page whose own name resolves here (DNS rebinding)',
      { url: 'http://attacker.example:3000/_mail.json' },
      false,
    ],
    [
      'a signed-in editor from another machine, on a public host behind a proxy',
      {
        socketAddress: '10.0.0.5',
        listensOn: '0.0.0.0',
        trustProxy: 1,
        url: 'https://www.example.co.uk/_mail.json',
        headers: { authorization: EDITOR, 'x-forwarded-for': '203.0.113.9' },
      },
      true,
    ],
    [
      'a token that names nobody, from another machine',
      { socketAddress: '192.0.2.7', headers: { authorization: 'Bearer guessed' } },
      false,
    ],
  ])('%s: %s', (_case, overrides, expected) => {
    expect(mayReadCaughtMail(reader(overrides))).toBe(expected);
  });
});
