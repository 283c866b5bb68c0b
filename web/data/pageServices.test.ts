import { describe, expect, it } from 'vitest';
import { pageServices } from './pageServices.ts';

const scheduling = (url: string | null) => ({
  url,
  hideEventTypeDetails: null,
  hideLandingPageDetails: null,
  primaryColor: null,
  textColor: null,
  backgroundColor: null,
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
});

describe('pageServices', () => {
  it.each([
    [
      'a scheduler and a chat',
      {
        scheduling: scheduling('https://scheduling.example/a'),
        chat: { propertyId: 'p', widgetId: 'w' },
      },
      { schedulingUrl: 'https://scheduling.example/a', chat: true },
    ],
    ['nothing configured', { scheduling: null, chat: null }, { schedulingUrl: null, chat: false }],
    [
      'a chat with half its ids',
      { scheduling: scheduling(null), chat: { propertyId: 'p', widgetId: null } },
      { schedulingUrl: null, chat: false },
    ],
    [
      'a scheduling address that is not one',
      { scheduling: scheduling('not a url'), chat: null },
      { schedulingUrl: null, chat: false },
    ],
  ] as const)('%s', (_case, settings, services) => {
    expect(pageServices(settings)).toEqual(services);
  });
});
