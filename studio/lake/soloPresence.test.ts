import { describe, expect, it } from 'vitest';
import { isPresenceSocket, presenceReply } from './soloPresence.ts';

const API = 'http://127.0.0.1:4212';

describe('isPresenceSocket', () => {
  it.each([
    ['ws://127.0.0.1:4212/v2022-06-30/socket/production?tag=sanity.studio', true],
    ['ws://127.0.0.1:4212/socket/production', true],
    ['wss://127.0.0.1:4212/v2022-06-30/socket/production', false],
    ['ws://127.0.0.1:9999/v2022-06-30/socket/production', false],
    ['ws://local.localhost:4212/v2022-06-30/socket/production', false],
    ['ws://127.0.0.1:4212/v2022-06-30/data/listen/production', false],
    ['ws://127.0.0.1:4212/v2022-06-30/socket/production/extra', false],
    ['not a url', false],
  ])('%s → %s', (url, expected) => {
    expect(isPresenceSocket(url, API)).toBe(expected);
  });

  it('expects a secure socket for a secure API', () => {
    expect(
      isPresenceSocket('wss://studio.example/v1/socket/production', 'https://studio.example'),
    ).toBe(true);
  });
});

describe('presenceReply', () => {
  it.each([
    ['a subscription gets its id', { id: 'A1', method: 'presence_subscribe' }, 'solo-A1'],
    ['sign-in on the socket succeeds', { id: 'A2', method: 'authorization' }, null],
    ['a roll call is acknowledged', { id: 'A3', method: 'presence_rollcall' }, null],
    ['an announcement is acknowledged', { id: 'A4', method: 'presence_announce' }, null],
    ['leaving is acknowledged', { id: 'A5', method: 'presence_unsubscribe' }, null],
  ])('%s', (_case, request, result) => {
    const reply = presenceReply(JSON.stringify({ jsonrpc: '2.0', params: {}, ...request }));
    expect(JSON.parse(reply ?? 'null')).toEqual({ jsonrpc: '2.0', id: request.id, result });
  });

  it.each([
    ['not JSON', '{'],
    ['not an object', '"hello"'],
    ['null', 'null'],
    ['no id', JSON.stringify({ method: 'presence_rollcall' })],
    ['no method', JSON.stringify({ id: 'A6' })],
  ])('ignores a message that is %s', (_case, message) => {
    expect(presenceReply(message)).toBeUndefined();
  });
});
