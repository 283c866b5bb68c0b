/**
 * Zod schemas of the seed content: the contract of docs/content-model.md, as authored here
 * (images still as artworks to draw). The seed checks every document before it writes anything.
 */
import { z } from 'zod';
import { moods } from '../lib/imagery/palette.ts';
import { sceneNames } from '../lib/imagery/scenes.ts';
import { isPageSlug } from '../shared/pageSlugs.ts';
import { HOLIDAY_TYPE_SLUGS } from '../shared/tripRequests/holidayTypes.ts';
import type { HolidayTypeSlug } from '../shared/tripRequests/types.ts';
import { imageSizes, type ImageSize } from './image.ts';

const key = z.string().regex(/^[A-Za-z0-9_-]+$/);
const text = z.string().trim().min(1);

export const seedImage = z.strictObject({
  _key: key.optional(),
  _type: z.literal('image'),
  alt: z.string().trim().min(8, 'every image needs meaningful alt text'),
  artwork: z.strictObject({
    scene: z.enum(sceneNames),
    key: text,
    size: z.enum(Object.keys(imageSizes) as [ImageSize, ...ImageSize[]]),
    mood: z.enum(moods).optional(),
  }),
});

const slug = z.strictObject({
  _type: z.literal('slug'),
  current: z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'slugs are lower-case words joined by hyphens'),
});

const seo = z.strictObject({
  title: text,
  description: text,
  image: seedImage.optional(),
  noIndex: z.boolean(),
});

const span = z.strictObject({
  _key: key,
  _type: z.literal('span'),
  text: z.string(),
  marks: z.array(z.string()),
});
const link = z.strictObject({
  _key: key,
  _type: z.literal('link'),
  href: z
    .string()
    .regex(/^(\/|https:\/\/|mailto:|tel:)/, 'links are site paths or https:, mailto:, tel: URLs'),
});
export const block = z.strictObject({
  _key: key,
  _type: z.literal('block'),
  style: z.enum(['normal', 'h2', 'h3']),
  listItem: z.enum(['bullet', 'number']).optional(),
  level: z.number().int().positive().optional(),
  markDefs: z.array(link),
  children: z.array(span).min(1),
});
const blockContent = z.array(block);

const overview = z.strictObject({ title: text, text });
const price = z.number().int().nonnegative().nullable();

export const hotelExample = z.strictObject({
  _key: key,
  _type: z.literal('hotelExample'),
  hotelId: z.number().int().min(43521),
  nights: z.number().int().min(1).max(7),
  title: text,
  slug: z.string().regex(/^[a-z0-9-]+$/),
  images: z.array(seedImage).max(2),
  description: text,
});

export const itineraryDay = z.strictObject({
  _key: key,
  _type: z.literal('itineraryDay'),
  region: z.string().regex(/^(Day \d+|Days \d+–\d+)$/, "day labels read 'Day 1' or 'Days 4–6'"),
  location: text,
  image: seedImage.optional(),
  hideImage: z.boolean(),
  additionalContent: text,
  dealsExample: z.array(hotelExample),
});

const singleton = <T extends string>(type: T) => ({ _id: z.literal(type), _type: z.literal(type) });
const documentOf = <T extends string>(type: T) => ({
  _id: z.string().startsWith(`${type}-`),
  _type: z.literal(type),
});

export const siteSettingsSchema = z.strictObject({
  ...singleton('siteSettings'),
  brandName: text,
  phone: text,
  email: z.email(),
  openingHours: z
    .array(
      z.strictObject({
        _key: key,
        _type: z.literal('openingHoursDay'),
        weekday: z.number().int().min(1).max(7),
        label: text,
        time: text,
      }),
    )
    .length(7),
  aviationLicence: text,
  paymentProtectionMembership: text,
  scheduling: z.strictObject({
    url: z.url(),
    hideEventTypeDetails: z.boolean(),
    hideLandingPageDetails: z.boolean(),
    primaryColor: z.string().regex(/^[0-9a-f]{6}$/i),
    textColor: z.string().regex(/^[0-9a-f]{6}$/i),
    backgroundColor: z.string().regex(/^[0-9a-f]{6}$/i),
    utmSource: text,
    utmMedium: text,
    utmCampaign: text,
  }),
  chat: z.strictObject({ propertyId: z.string(), widgetId: z.string() }),
  socialLinks: z.array(
    z.strictObject({
      _key: key,
      _type: z.literal('socialLink'),
      network: z.enum(['instagram', 'facebook', 'x', 'youtube', 'pinterest']),
      label: text,
      url: z.url().optional(),
    }),
  ),
  footerPages: z.array(
    z.strictObject({
      _key: key,
      _type: z.literal('reference'),
      _ref: z.string().startsWith('page-'),
    }),
  ),
  launchNotice: z.strictObject({ enabled: z.boolean(), title: text, body: text }),
  priceFootnotes: z.strictObject({ journey: text, cruise: text }),
  protectionStatement: z.string().includes('{licence}'),
  enquiryRetentionMonths: z.number().int().min(1).max(120),
  seo,
  shareCard: seedImage,
});

export const homePageSchema = z.strictObject({
  ...singleton('homePage'),
  heroSlides: z
    .array(
      z.strictObject({
        _key: key,
        _type: z.literal('heroSlide'),
        title: text,
        subtitle: text,
        brandText: z.string().startsWith('A pinch of'),
        image: seedImage,
        mobileImage: seedImage,
        priceValue: price,
        annotationText: text,
      }),
    )
    .length(7),
  collections: z.strictObject({
    sectionId: z.literal('travel-collections'),
    sectionSubtitle: z.literal('Travel Collections'),
    sectionTitle: z.literal('Every Moment, Every Place'),
    sectionAnnotation: text,
  }),
  offers: z.strictObject({
    heading: z.literal('Premium Travel Picks'),
    title: z.literal('Luxury Finds, Expertly Selected'),
    description: z.literal('Handpicked escapes, chosen for their style, quality, and charm.'),
  }),
  story: z.strictObject({ title: text, body: blockContent, image: seedImage }),
  seo,
});

export const journeysPageSchema = z.strictObject({
  ...singleton('journeysPage'),
  heroTitle: z.literal('Signature Itineraries'),
  heroSubtitle: text,
  heroImage: seedImage,
  heroMobileImage: seedImage,
  overview,
  cards: z.array(
    z.strictObject({
      _key: key,
      _type: z.literal('journeyCard'),
      id: z.string().regex(/^[a-z0-9-]+$/),
      title: text,
      text,
      image: seedImage,
    }),
  ),
  itinerariesSection: z.strictObject({
    heading: z.literal('Unforgettable. Unrepeatable. Yours.'),
    subheading: text,
    showAllLabel: z.literal('Discover all signature itineraries'),
    hideLabel: z.literal('Hide'),
  }),
  seo,
});

export const picksPageSchema = z.strictObject({
  ...singleton('picksPage'),
  heroTitle: z.literal('Premium travel picks'),
  heroSubtitle: text,
  heroImage: seedImage,
  heroMobileImage: seedImage,
  overview,
  destinationsSection: z.strictObject({
    title: z.literal('Turning Wanderlust Into Reality'),
    subtitle: text,
    buttonText: z.string(),
  }),
  seo,
});

/** The months a place is best visited (1 = January) and a short why. */
const whenToGo = z.strictObject({
  months: z.array(z.number().int().min(1).max(12)),
  note: text,
});

const holidayTypeReferences = z.array(
  z.strictObject({
    _type: z.literal('reference'),
    _ref: z.string().startsWith('holidayType-'),
    _key: key,
  }),
);

export const journeySchema = z.strictObject({
  ...documentOf('journey'),
  slug,
  heroTitle: text,
  heroSubtitle: text,
  title: text,
  description: text,
  type: text,
  nights: z.number().int().positive(),
  price,
  tags: z.array(text).min(2),
  whenToGo: whenToGo.optional(),
  holidayTypes: holidayTypeReferences.min(1),
  asideText: text.optional(),
  heroImage: seedImage,
  cardImage: seedImage,
  gallery: z.array(seedImage),
  overview,
  itinerary: z.array(itineraryDay).min(3),
  seo,
});

export const journeyRegionSchema = z.strictObject({
  ...documentOf('journeyRegion'),
  slug,
  title: text,
  aliases: z.array(text),
  heroTitle: text,
  heroSubtitle: text,
  description: text,
  defaultHeroImage: seedImage,
  defaultCardImage: seedImage,
  overview,
  seo,
});

export const destinationSchema = z.strictObject({
  ...documentOf('destination'),
  slug,
  order: z.number().int().positive(),
  heroTitle: text,
  aliases: z.array(text),
  heroSubtitle: text,
  heroImage: seedImage,
  locations: z.array(text).min(1),
  contentTitle: text,
  contentText: text,
  offerMessage: text.nullable(),
  offerPrice: price,
  whenToGo: whenToGo.extend({ months: whenToGo.shape.months.min(1) }),
  holidayTypes: holidayTypeReferences.min(1),
  card: z.strictObject({ image: seedImage, region: text, location: text }),
  additionalContent: text.optional(),
  days: z.array(itineraryDay),
  dealsExample: z.array(hotelExample),
  seo,
});

export const holidayTypeSchema = z.strictObject({
  ...documentOf('holidayType'),
  slug,
  order: z.number().int().positive(),
  url: z.string().regex(/^\/holiday-types\/[a-z0-9-]+$/),
  heroImage: seedImage,
  heroTitle: text,
  heroSubtitle: text,
  heroSuptitle: text,
  shortLabel: text,
  overview,
  tile: z.strictObject({
    subtitle: text,
    title: text,
    image: seedImage,
    panel: z.enum(['left', 'right']),
  }),
  body: blockContent,
  seo,
});

export const pageSchema = z.strictObject({
  ...documentOf('page'),
  slug: slug.refine((value) => isPageSlug(value.current), {
    message: 'a page slug may not be an address the site uses for something else',
  }),
  kind: z.enum(['static', 'legal']),
  title: text,
  lastUpdated: z.iso.date().nullable(),
  lastUpdatedLabel: text.nullable(),
  intro: text,
  body: blockContent.min(1),
  heroImage: seedImage.optional(),
  seo,
});

export const travelSpecialistSchema = z.strictObject({
  ...documentOf('travelSpecialist'),
  name: text,
  email: z.email(),
  regions: z.array(
    z.strictObject({
      _key: key.optional(),
      _type: z.literal('reference'),
      _ref: z.string().startsWith('journeyRegion-'),
    }),
  ),
  holidayTypes: z.array(z.enum(HOLIDAY_TYPE_SLUGS as [HolidayTypeSlug, ...HolidayTypeSlug[]])),
  active: z.boolean(),
});

export const seedDocumentSchema = z.discriminatedUnion('_type', [
  siteSettingsSchema,
  homePageSchema,
  journeysPageSchema,
  picksPageSchema,
  journeySchema,
  journeyRegionSchema,
  destinationSchema,
  holidayTypeSchema,
  pageSchema,
  travelSpecialistSchema,
]);
export type ValidSeedDocument = z.infer<typeof seedDocumentSchema>;

export interface ContentProblem {
  documentId: string;
  path: string;
  message: string;
}

/** Every problem in the seed set: schema errors per document, and duplicate ids or slugs. */
export function validateSeedContent(documents: readonly unknown[]): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const ids = new Set<string>();
  const slugs = new Set<string>();
  for (const document of documents) {
    const id = (document as { _id?: unknown })._id;
    const documentId = typeof id === 'string' ? id : '(no _id)';
    const result = seedDocumentSchema.safeParse(document);
    if (!result.success) {
      for (const issue of result.error.issues) {
        problems.push({ documentId, path: issue.path.join('.'), message: issue.message });
      }
      continue;
    }
    if (ids.has(documentId)) problems.push({ documentId, path: '_id', message: 'duplicate _id' });
    ids.add(documentId);
    if ('slug' in result.data) {
      const typedSlug = `${result.data._type}:${result.data.slug.current}`;
      if (slugs.has(typedSlug))
        problems.push({ documentId, path: 'slug', message: 'duplicate slug' });
      slugs.add(typedSlug);
    }
  }
  // Site settings list footer pages by reference: each must be a document of the seed.
  const allIds = new Set(documents.map((document) => (document as { _id?: unknown })._id));
  for (const document of documents) {
    const { _id, footerPages } = document as { _id?: unknown; footerPages?: unknown };
    if (!Array.isArray(footerPages)) continue;
    footerPages.forEach((reference: { _ref?: unknown }, index) => {
      if (typeof reference._ref === 'string' && !allIds.has(reference._ref)) {
        problems.push({
          documentId: String(_id),
          path: `footerPages.${index}._ref`,
          message: `refers to ${reference._ref}, which the seed does not hold`,
        });
      }
    });
  }
  return problems;
}
