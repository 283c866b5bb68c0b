import { describe, expect, it } from 'vitest';
import { documentPath, type PagedDocument } from './documentPath.ts';

const doc = (_type: string, _id: string, slug: string | null): PagedDocument => ({
  _type,
  _id,
  slug,
});

describe('documentPath', () => {
  it.each([
    [doc('homePage', 'homePage', null), '/'],
    [doc('journeysPage', 'journeysPage', null), '/journeys'],
    [doc('picksPage', 'picksPage', null), '/picks'],
    [doc('journey', 'j1', 'thailand-in-style'), '/journeys/thailand-in-style'],
    [doc('journeyRegion', 'r1', 'asia'), '/journeys/asia'],
    [doc('destination', 'd1', 'maldives'), '/picks/maldives'],
    [doc('holidayType', 'h1', 'safaris'), '/holiday-types/safaris'],
    [doc('specialistProfile', 's1', 'priya-hartley'), '/specialists/priya-hartley'],
    // The private record behind a profile has no page.
    [doc('travelSpecialist', 't1', 'priya-hartley'), null],
    [doc('page', 'p1', 'privacy-policy'), '/privacy-policy'],
    [doc('page', 'p2', 'gift-vouchers'), '/gift-vouchers'],
    // Addresses no page can have: the route would answer 404, so the sitemap leaves them out.
    [doc('page', 'p3', 'a b'), null],
    [doc('page', 'p4', 'picks'), null],
    [doc('journey', 'j2', null), null],
    [doc('siteSettings', 'siteSettings', null), null],
    [doc('enquiry', 'e1', 'x'), null],
  ])('%o lives at %s', (document, expected) => {
    expect(documentPath(document)).toBe(expected);
  });
});
