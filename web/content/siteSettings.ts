/** Site-wide settings that editors keep in the Studio (the `siteSettings` singleton). */
import { createContext, useContext } from 'react';
import type { OpeningHoursEntry } from '../lib/availability.ts';

export interface SocialLink {
  network: string;
  label: string;
  /** Empty for a placeholder that is shown disabled. */
  url: string | null;
}

export interface SchedulingSettings {
  url: string | null;
  hideEventTypeDetails: boolean | null;
  hideLandingPageDetails: boolean | null;
  primaryColor: string | null;
  textColor: string | null;
  backgroundColor: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
}

export interface SiteSettings {
  brandName: string;
  phone: string | null;
  email: string | null;
  openingHours: OpeningHoursEntry[];
  aviationLicence: string | null;
  paymentProtectionMembership: string | null;
  scheduling: SchedulingSettings | null;
  chat: { propertyId: string | null; widgetId: string | null } | null;
  socialLinks: SocialLink[];
  launchNotice: { enabled: boolean | null; title: string | null; body: string | null } | null;
  priceFootnotes: { journey: string | null; cruise: string | null } | null;
  protectionStatement: string | null;
  seo: { title: string | null; description: string | null } | null;
}

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
  launchNotice: null,
  priceFootnotes: null,
  protectionStatement: null,
  seo: null,
};

export const SiteSettingsContext = createContext<SiteSettings>(unreachableSettings);

export function useSiteSettings(): SiteSettings {
  return useContext(SiteSettingsContext);
}
