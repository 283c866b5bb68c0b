import { describe, expect, it } from 'vitest';
import { schedulingUrl } from './schedulingUrl.ts';

describe('schedulingUrl', () => {
  it('adds colours without # and the tracking parameters', () => {
    const address =
      schedulingUrl({
        url: 'https://scheduler.example.com/agency/discovery-call',
        primaryColor: '#9A7540',
        textColor: '1f2b2d',
        backgroundColor: null,
        hideEventTypeDetails: true,
        utmSource: 'website',
        utmMedium: 'header',
        utmCampaign: null,
      }) ?? '';
    const url = new URL(address);
    expect(url.pathname).toBe('/agency/discovery-call');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      hide_event_type_details: '1',
      primary_color: '9a7540',
      text_color: '1f2b2d',
      utm_source: 'website',
      utm_medium: 'header',
    });
  });

  it.each([[null], [{ url: null }], [{ url: 'not a url' }]])('gives nothing for %j', (options) => {
    expect(schedulingUrl(options)).toBeNull();
  });

  it('keeps parameters already in the address', () => {
    expect(schedulingUrl({ url: 'https://scheduler.example.com/x?month=2026-12' })).toBe(
      'https://scheduler.example.com/x?month=2026-12',
    );
  });
});
