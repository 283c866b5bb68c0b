/** Site-wide settings that editors keep in the Studio (the `siteSettings` singleton). */
import { createContext, useContext } from 'react';
import type { SiteSettingsQueryResult } from './sanity.types.ts';

/** The settings as the site's query returns them (types generated from the Studio schema). */
export type SiteSettings = NonNullable<SiteSettingsQueryResult>;
/** A social network; an empty `url` is a placeholder shown disabled. */
export type SocialLink = SiteSettings['socialLinks'][number];
export type SchedulingSettings = NonNullable<SiteSettings['scheduling']>;

/** What the shell shows when settings cannot be read: no contact details rather than wrong ones. */
export const unreachableSettings: SiteSettings = {
  brandName: 'Halcyon Vale',
  phone: null,
  email: null,
  openingHours: [],
  aviationLicence: null,
  paymentProtectionMembership: null,
  scheduling: null,
  chat: null,
  socialLinks: [],
  footerPages: [],
  launchNotice: null,
  priceFootnotes: null,
  protectionStatement: null,
  seo: null,
  shareCard: null,
  fieldSampleRate: 100,
};

export const SiteSettingsContext = createContext<SiteSettings>(unreachableSettings);

export function useSiteSettings(): SiteSettings {
  return useContext(SiteSettingsContext);
}
