/** Site-wide settings. Contact details and licence numbers are clearly fictional placeholders. */
import type { SiteSettings } from '../web/data/sanity.types.ts';
import type { SeedOf } from './seedTypes.ts';
import { BRAND_NAME } from '../shared/brand.ts';
import { art, sceneDescriptions } from './image.ts';

export const contact = {
  brandName: BRAND_NAME,
  // Ofcom's drama range: a London number that can never ring anyone.
  phone: '020 7946 0321',
  email: 'journeys@halcyonvale.example',
  aviationLicence: 'ATOL 0000-DEMO',
  paymentProtectionMembership: 'PTS-DEMO-0000',
} as const;

export const siteSettings = {
  _id: 'siteSettings',
  _type: 'siteSettings',
  brandName: contact.brandName,
  phone: contact.phone,
  email: contact.email,
  openingHours: ([1, 2, 3, 4, 5, 6, 7] as const).map((weekday) => ({
    _type: 'openingHoursDay' as const,
    weekday,
    ...(weekday <= 5
      ? { label: 'Available until', time: '5PM' }
      : { label: 'Open Mon', time: '9AM' }),
  })),
  aviationLicence: contact.aviationLicence,
  paymentProtectionMembership: contact.paymentProtectionMembership,
  scheduling: {
    // A placeholder until the business connects its own scheduling page.
    url: 'https://scheduling.example/halcyon-vale/discovery-call',
    hideEventTypeDetails: true,
    hideLandingPageDetails: true,
    primaryColor: 'a88a5c',
    textColor: '1f2733',
    backgroundColor: 'faf7f2',
    utmSource: 'website',
    utmMedium: 'discovery-call',
    utmCampaign: 'tailor-made',
  },
  // Placeholder messenger ids: the site works (offering phone and e-mail) until real ones are set.
  chat: { propertyId: 'halcyon-vale-demo', widgetId: 'default' },
  socialLinks: [
    {
      _type: 'socialLink',
      network: 'instagram',
      label: 'Instagram',
      url: 'https://www.instagram.com/halcyonvale.example/',
    },
    { _type: 'socialLink', network: 'facebook', label: 'Facebook' },
    { _type: 'socialLink', network: 'x', label: 'X' },
    { _type: 'socialLink', network: 'youtube', label: 'YouTube' },
    { _type: 'socialLink', network: 'pinterest', label: 'Pinterest' },
  ],
  // The footer's links, in order: each page under its own title.
  footerPages: [
    'page-about-us',
    'page-financial-protection',
    'page-privacy-policy',
    'page-booking-conditions',
    'page-terms',
    'page-accessibility',
  ].map((id) => ({ _type: 'reference', _ref: id })),
  launchNotice: {
    enabled: true,
    title: 'Our story starts soon',
    body: 'Halcyon Vale is the new home of tailor-made luxury travel from an award-winning holiday planning family: private journeys, hand-picked hotels and one specialist beside you from the first idea to the flight home. We open our doors very soon. Until then, browse freely, and if a journey catches your eye, call or write to us and we will gladly begin planning.',
  },
  priceFootnotes: {
    journey:
      'Prices are per person, based on two adults sharing and travelling from London in economy class. They are a guide only and subject to change at the time of booking.',
    cruise:
      'Prices are per person, based on two adults sharing. Flights are included where the cruise does not depart from a UK port. Prices are a guide only and subject to change at the time of booking.',
  },
  protectionStatement:
    'The air holiday packages shown are financially protected under the air travel licence scheme of the UK Civil Aviation Authority. Our licence number is {licence}. Please see our booking conditions for details.',
  // A first reply within two working hours, 9:00 to 17:30 on weekdays, England and Wales's bank
  // holidays kept (the government's list; an editor adds each new year's).
  replyPromise: {
    targetHours: 2,
    workingDays: [1, 2, 3, 4, 5],
    opens: '09:00',
    closes: '17:30',
    bankHolidays: [
      '2026-01-01',
      '2026-04-03',
      '2026-04-06',
      '2026-05-04',
      '2026-05-25',
      '2026-08-31',
      '2026-12-25',
      '2026-12-28',
      '2027-01-01',
      '2027-03-26',
      '2027-03-29',
      '2027-05-03',
      '2027-05-31',
      '2027-08-30',
      '2027-12-27',
      '2027-12-28',
      '2028-01-03',
      '2028-04-14',
      '2028-04-17',
      '2028-05-01',
      '2028-05-29',
      '2028-08-28',
      '2028-12-25',
      '2028-12-26',
    ],
  },
  // The privacy policy's two years: enquiries that led to no booking are deleted after this.
  enquiryRetentionMonths: 24,
  seo: {
    title: 'Tailor-made luxury holidays',
    description:
      'Tailor-made luxury holidays designed by specialists: Asia, the Indian Ocean and Africa, with hand-picked hotels, private guides and one expert beside you throughout.',
    noIndex: false,
  },
  // Shared by any page with no picture of its own, so no link shares as bare text.
  shareCard: art(
    'share-card',
    'site-share-card',
    'share',
    `${contact.brandName}: ${sceneDescriptions['share-card']}`,
  ),
} satisfies SeedOf<SiteSettings>;
