/** Site-wide settings that editors keep in the Studio (the `siteSettings` singleton). */

export interface SocialLink {
  network: string;
  label: string;
  /** Empty for a placeholder that is shown disabled. */
  url: string | null;
}

export interface OpeningHours {
  weekday: number;
  label: string;
  time: string;
}

export interface SiteSettings {
  brandName: string;
  phone: string | null;
  email: string | null;
  aviationLicence: string | null;
  paymentProtectionMembership: string | null;
  schedulingUrl: string | null;
  chatPropertyId: string | null;
  socialLinks: SocialLink[];
  openingHours: OpeningHours[];
}

/** What the shell shows when settings cannot be read: no contact details rather than wrong ones. */
export const unreachableSettings: SiteSettings = {
  brandName: 'Halcyon Vale',
  phone: null,
  email: null,
  aviationLicence: null,
  paymentProtectionMembership: null,
  schedulingUrl: null,
  chatPropertyId: null,
  socialLinks: [],
  openingHours: [],
};
