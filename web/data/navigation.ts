/**
 * The site's menu. These are UI structure, not
 * marketing copy: every target is a route of the site.
 */
export interface MenuLink {
  to: string;
  label: string;
}

export interface MenuGroup {
  id: string;
  label: string;
  links: MenuLink[];
}

/**
 * Top-level links. /journeys and /picks are the first entries of their own groups below, so the
 * bar keeps room for the finder on a 1280 px screen.
 */
export const primaryLinks: MenuLink[] = [{ to: '/find-a-trip', label: 'Find a Trip' }];

export const menuGroups: MenuGroup[] = [
  {
    id: 'journeys',
    label: 'Signature Itineraries',
    links: [
      { to: '/journeys', label: 'All signature itineraries' },
      { to: '/journeys/asia', label: 'Asia' },
      { to: '/journeys/indian-ocean', label: 'Indian Ocean' },
      { to: '/journeys/africa', label: 'Africa' },
    ],
  },
  {
    id: 'holiday-types',
    label: 'Holiday Types',
    links: [
      { to: '/holiday-types/family-holidays', label: 'Family Holidays' },
      { to: '/holiday-types/honeymoons', label: 'Honeymoons' },
      { to: '/holiday-types/all-inclusive', label: 'All Inclusive' },
      { to: '/holiday-types/multi-destinations-holidays', label: 'Multi-Destination Holidays' },
      { to: '/holiday-types/safaris', label: 'Safaris' },
      { to: '/holiday-types/luxury-beach-holidays', label: 'Luxury Beach Holidays' },
    ],
  },
  {
    id: 'destinations',
    label: 'Destinations',
    links: [
      { to: '/picks', label: 'All premium picks' },
      { to: '/picks/maldives', label: 'Maldives' },
      { to: '/picks/dubai', label: 'Dubai' },
      { to: '/picks/mauritius', label: 'Mauritius' },
      { to: '/picks/thailand', label: 'Thailand' },
      { to: '/picks/sri-lanka', label: 'Sri Lanka' },
      { to: '/picks/seychelles', label: 'Seychelles' },
    ],
  },
];
