import { defineQuery } from 'groq';

export const siteSettingsQuery = defineQuery(`*[_id == "siteSettings"][0]{
  "brandName": coalesce(brandName, "Halcyon Vale"),
  phone,
  email,
  "openingHours": coalesce(openingHours[]{weekday, label, time}, []),
  aviationLicence,
  paymentProtectionMembership,
  scheduling{url, hideEventTypeDetails, hideLandingPageDetails, primaryColor, textColor, backgroundColor, utmSource, utmMedium, utmCampaign},
  chat{propertyId, widgetId},
  "socialLinks": coalesce(socialLinks[]{network, label, "url": coalesce(url, null)}, []),
  "footerPages": coalesce(footerPages[]->{_id, title, "slug": slug.current}, []),
  launchNotice{enabled, title, body},
  priceFootnotes{journey, cruise},
  protectionStatement,
  seo{title, description},
  shareCard,
  "fieldSampleRate": coalesce(fieldSampleRate, 100)
}`);
