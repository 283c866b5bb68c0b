import { describe, expect, it } from 'vitest';
import {
  PAYMENT_TOKEN_LIFETIME_MS,
  signPaymentToken,
} from '../../../features/payments/paymentToken.ts';
import { paymentArrival } from './paymentArrival.server.ts';
import { createShownPaymentResults } from './shownPaymentResults.server.ts';

const SECRET = 'a-gateway-secret-for-the-tests';
const NOW = Date.UTC(2026, 10, 25, 22, 0, 0);
let tokenCount = 0;
const token = (code: number, reference?: string, at = NOW, secret = SECRET, id?: string) =>
  signPaymentToken(
    secret,
    { code, ...(reference ? { reference } : {}) },
    id ?? `callback-${++tokenCount}`,
    at,
  );
const query = (values: Record<string, string>) => new URLSearchParams(values);

describe('paymentArrival without a gateway secret: the plain result', () => {
  it.each([
    [
      { status: '0', ref: 'TX-1' },
      { title: 'Payment Successful', reference: 'TX-1' },
    ],
    [{ status: '0', ref: 'Pay to sort code 12-34-56' }, { title: 'Payment Successful' }],
    [{ status: '4' }, { title: 'Payment Declined' }],
  ])('%j shows %j', (values, shown) => {
    const result = paymentArrival(query(values), undefined, NOW);
    expect(result).toMatchObject(shown);
    expect(result?.reference).toBe((shown as { reference?: string }).reference);
  });

  it.each([[{}], [{ status: '9' }], [{ payment: token(0, 'TX-1') }]])('%j shows nothing', (v) => {
    expect(paymentArrival(query(v), undefined, NOW)).toBeNull();
  });
});

describe('paymentArrival with a gateway secret: only a signed, unexpired result', () => {
  it.each([
    ['a signed success', { payment: token(0, 'TX-1') }, 'Payment Successful', 'TX-1'],
    ['a signed decline', { payment: token(2) }, 'Payment Declined', undefined],
    [
      'a token at the end of its life',
      { payment: token(0, 'TX-1', NOW - PAYMENT_TOKEN_LIFETIME_MS) },
      'Payment Successful',
      'TX-1',
    ],
  ])('%s is shown', (_case, values, title, reference) => {
    const result = paymentArrival(query(values), SECRET, NOW);
    expect(result?.title).toBe(title);
    expect(result?.reference).toBe(reference);
  });

  const [body, mac] = token(3, 'TX-1').split('.');
  const forgedBody = Buffer.from(
    JSON.stringify({ c: 0, r: 'TX-1', i: 'callback-x', e: NOW + 60_000 }),
  ).toString('base64url');
  it.each([
    ['a plain ?status=', { status: '0', ref: 'TX-1' }],
    ['a plain ?status= beside no token', { status: '0', payment: '' }],
    ['a token signed with another secret', { payment: token(0, 'TX-1', NOW, 'other-secret') }],
    ['an expired token', { payment: token(0, 'TX-1', NOW - PAYMENT_TOKEN_LIFETIME_MS - 1) }],
    ['a decline rewritten as a success', { payment: `${forgedBody}.${mac}` }],
    ['a token without its MAC', { payment: `${body}` }],
    ['a token with a part too many', { payment: `${body}.${mac}.x` }],
    ['a signed code the page does not know', { payment: token(7) }],
    ['nonsense', { payment: 'not-a-token' }],
  ])('%s shows nothing', (_case, values) => {
    expect(paymentArrival(query(values), SECRET, NOW)).toBeNull();
  });
});

describe('paymentArrival with a gateway secret: each signed result shows once', () => {
  it('a second load of the same token shows nothing', () => {
    const shown = createShownPaymentResults();
    const values = { payment: token(0, 'TX-1') };
    expect(paymentArrival(query(values), SECRET, NOW, shown)?.title).toBe('Payment Successful');
    expect(paymentArrival(query(values), SECRET, NOW + 1_000, shown)).toBeNull();
  });

  it('a retried callback’s new token, for the same callback, shows nothing again', () => {
    const shown = createShownPaymentResults();
    const first = token(0, 'TX-1', NOW, SECRET, 'callback-same');
    const retried = token(0, 'TX-1', NOW + 5_000, SECRET, 'callback-same');
    expect(paymentArrival(query({ payment: first }), SECRET, NOW, shown)).not.toBeNull();
    expect(paymentArrival(query({ payment: retried }), SECRET, NOW + 5_000, shown)).toBeNull();
  });

  it('another callback’s result still shows', () => {
    const shown = createShownPaymentResults();
    expect(paymentArrival(query({ payment: token(0, 'TX-1') }), SECRET, NOW, shown)).not.toBeNull();
    expect(paymentArrival(query({ payment: token(2, 'TX-2') }), SECRET, NOW, shown)).not.toBeNull();
  });

  it('a token for a code the page ignores spends nothing', () => {
    const shown = createShownPaymentResults();
    expect(
      paymentArrival(query({ payment: token(7, 'TX-1', NOW, SECRET, 'c7') }), SECRET, NOW, shown),
    ).toBeNull();
    expect(shown.firstShowing('c7', NOW + 1, NOW)).toBe(true);
  });

  it('remembers no more than it is allowed, forgetting expired ids first', () => {
    const shown = createShownPaymentResults(2);
    expect(shown.firstShowing('a', NOW - 1, NOW - 10)).toBe(true);
    expect(shown.firstShowing('b', NOW + 60_000, NOW)).toBe(true);
    expect(shown.firstShowing('c', NOW + 60_000, NOW)).toBe(true);
    expect(shown.firstShowing('b', NOW + 60_000, NOW)).toBe(false);
  });
});
