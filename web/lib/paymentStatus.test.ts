import { describe, expect, it } from 'vitest';
import {
  hasPaymentQuery,
  parsePaymentResult,
  paymentReferenceLine,
  payStatusMessage,
  searchWithoutPaymentResult,
} from './paymentStatus.ts';

describe('parsePaymentResult: only the whole numbers 0 to 5', () => {
  it.each([
    ['0', 'TX1', { outcome: 'success', code: 0, title: 'Payment Successful', reference: 'TX1' }],
    ['0', null, { outcome: 'success', code: 0, title: 'Payment Successful' }],
    ['1', 'TX2', { outcome: 'declined', code: 1, title: 'Payment Declined', reference: 'TX2' }],
    ['2', 'R', { outcome: 'declined', code: 2, title: 'Payment Declined', reference: 'R' }],
    ['3', undefined, { outcome: 'declined', code: 3, title: 'Payment Declined' }],
    [
      '4',
      '  padded  ',
      { outcome: 'declined', code: 4, title: 'Payment Declined', reference: 'padded' },
    ],
    ['5', '', { outcome: 'declined', code: 5, title: 'Payment Declined' }],
    ['5', '   ', { outcome: 'declined', code: 5, title: 'Payment Declined' }],
  ])('status %j with ref %j', (status, ref, expected) => {
    expect(parsePaymentResult(status, ref)).toEqual(expected);
  });

  it.each([
    [null],
    [undefined],
    [''],
    [' '],
    ['6'],
    ['10'],
    ['-1'],
    ['-0'],
    ['01'],
    [' 1'],
    ['1 '],
    ['1.0'],
    ['0.5'],
    ['1e0'],
    ['+1'],
    ['0x1'],
    ['success'],
    ['failed'],
    ['NaN'],
    ['٣'],
  ])('ignores %j', (status) => {
    expect(parsePaymentResult(status, 'TX')).toBeNull();
  });

  it.each([
    ['TX-2041', 'TX-2041'],
    ['gw_7781_a', 'gw_7781_a'],
    [' R-5 ', 'R-5'],
    ['x'.repeat(64), 'x'.repeat(64)],
    ['x'.repeat(65), undefined],
    ['GW 7781/A', undefined],
    ['Please transfer the balance to sort code 12-34-56, account 12345678', undefined],
    ['https://pay.example.com/', undefined],
    ['<b>paid</b>', undefined],
    ['TX\u200b1', undefined],
    ['ТХ-1', undefined],
    ['TX.1', undefined],
    ['TX\n1', undefined],
  ])('shows ref %j as %j (only a gateway id is shown; the outcome stays)', (ref, shown) => {
    const result = parsePaymentResult('0', ref);
    expect(result?.title).toBe('Payment Successful');
    expect(result?.reference).toBe(shown);
  });
});

describe('paymentReferenceLine', () => {
  it('reads Ref: {ref}', () => {
    expect(paymentReferenceLine('TX-42')).toBe('Ref: TX-42');
  });
});

describe('hasPaymentQuery', () => {
  it.each([
    ['?status=0', true],
    ['?payment=abc.def', true],
    ['?ref=TX', true],
    ['', false],
    ['?utm_source=mail', false],
  ])('%j → %s', (search, expected) => {
    expect(hasPaymentQuery(search)).toBe(expected);
  });
});

describe('searchWithoutPaymentResult', () => {
  it.each([
    ['?status=0&ref=TX', ''],
    ['?status=3', ''],
    ['', ''],
    ['?utm_source=mail&status=0&ref=TX', '?utm_source=mail'],
    ['?ref=TX&a=1&status=9&b=2', '?a=1&b=2'],
    ['?payment=abc.def', ''],
    ['?a=1&payment=abc.def', '?a=1'],
  ])('%j → %j', (search, expected) => {
    expect(searchWithoutPaymentResult(search)).toBe(expected);
  });
});

describe('payStatusMessage (spec /paystatus)', () => {
  it.each([
    ['success', 'Your payment was successful!'],
    ['failed', 'Payment failed. Please try again.'],
    [null, 'Payment status is unknown. Please contact support.'],
    [undefined, 'Payment status is unknown. Please contact support.'],
    ['', 'Payment status is unknown. Please contact support.'],
    ['0', 'Payment status is unknown. Please contact support.'],
    ['SUCCESS', 'Payment status is unknown. Please contact support.'],
    [' success', 'Payment status is unknown. Please contact support.'],
    ['pending', 'Payment status is unknown. Please contact support.'],
  ])('%j → %s', (status, message) => {
    expect(payStatusMessage(status)).toBe(message);
  });
});
