import { describe, expect, it } from 'vitest';
import { richTextLink } from './richTextLink.ts';

describe('richTextLink', () => {
  it.each([
    ['/journeys/thailand-in-style', { kind: 'internal', to: '/journeys/thailand-in-style' }],
    [
      'https://travel.example/a',
      { kind: 'external', href: 'https://travel.example/a', newTab: true },
    ],
    ['http://travel.example/', { kind: 'external', href: 'http://travel.example/', newTab: true }],
    [
      'mailto:hello@travel.example',
      { kind: 'external', href: 'mailto:hello@travel.example', newTab: false },
    ],
    ['tel:+442071234567', { kind: 'external', href: 'tel:+442071234567', newTab: false }],
    [
      '  https://travel.example/  ',
      { kind: 'external', href: 'https://travel.example/', newTab: true },
    ],
    ['javascript:alert(1)', { kind: 'text' }],
    ['JaVaScRiPt:alert(1)', { kind: 'text' }],
    [' javascript:alert(1)', { kind: 'text' }],
    ['java\tscript:alert(1)', { kind: 'text' }],
    ['data:text/html,<script>alert(1)</script>', { kind: 'text' }],
    ['vbscript:msgbox', { kind: 'text' }],
    ['//evil.example/', { kind: 'text' }],
    ['/\\evil.example/', { kind: 'text' }],
    ['ftp://files.example/', { kind: 'text' }],
    ['', { kind: 'text' }],
    [undefined, { kind: 'text' }],
    [42, { kind: 'text' }],
  ])('%j', (href, link) => expect(richTextLink(href)).toEqual(link));
});
