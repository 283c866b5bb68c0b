/** The home page: hero slides, the Travel Collections grid texts, offers texts and the brand story. */
import type { HomePage } from '../web/data/sanity.types.ts';
import type { SeedOf } from './seedTypes.ts';
import { p } from './blocks.ts';
import { art } from './image.ts';
import type { SceneName } from '../imagery/scenes.ts';

interface SlideInput {
  title: string;
  subtitle: string;
  brandText: string;
  scene: SceneName;
  place: string;
  priceValue: number | null;
  annotationText: string;
}

const slides: SlideInput[] = [
  {
    title: 'A PINCH OF EXCELLENCE',
    subtitle: 'Tailor-made luxury, from the first idea to the last sunset',
    brandText: 'A pinch of sophistication',
    scene: 'lagoon',
    place: 'the Maldives',
    priceValue: 3495,
    annotationText: 'for seven nights in an over-water villa',
  },
  {
    title: 'ADVENTURE',
    subtitle: 'Okavango waterways by mokoro, the Kalahari by starlight',
    brandText: 'A pinch of discovery',
    scene: 'savanna',
    place: 'Botswana',
    priceValue: 6195,
    annotationText: 'for ten nights of private safari',
  },
  {
    title: 'CALM',
    subtitle: "Tea-country mornings and the quiet of Sri Lanka's southern shore",
    brandText: 'A pinch of ocean breeze',
    scene: 'tea-hills',
    place: 'Sri Lanka',
    priceValue: 2895,
    annotationText: 'for twelve nights in Sri Lanka',
  },
  {
    title: 'SERENITY',
    subtitle: "Thailand's hidden islands, reached only by long-tail boat",
    brandText: 'A pinch of barefoot luxury',
    scene: 'beach',
    place: 'Thailand',
    priceValue: 2389,
    annotationText: 'for ten nights in Thailand',
  },
  {
    title: 'RARE JOURNEYS',
    subtitle: 'Angkor at first light, before the world arrives',
    brandText: 'A pinch of tropical indulgence',
    scene: 'temple-angkor',
    place: 'Cambodia',
    priceValue: 3150,
    annotationText: 'for eleven nights in Cambodia',
  },
  {
    title: 'OPULENCE',
    subtitle: 'Desert suites and rooftop evenings above the Gulf',
    brandText: 'A pinch of urban indulgence',
    scene: 'city-dubai',
    place: 'Dubai',
    priceValue: null,
    annotationText: 'Tailor-made around you: ask us for a price',
  },
  {
    title: 'INDULGENCE',
    subtitle: 'Lagoon-side pavilions and long, unhurried afternoons',
    brandText: 'A pinch of indulgence',
    scene: 'pool-terrace',
    place: 'Mauritius',
    priceValue: 2975,
    annotationText: 'for seven nights in Mauritius',
  },
];

export const homePage = {
  _id: 'homePage',
  _type: 'homePage',
  heroSlides: slides.map((slide, index) => ({
    _type: 'heroSlide',
    title: slide.title,
    subtitle: slide.subtitle,
    brandText: slide.brandText,
    image: art(
      slide.scene,
      `home-slide-${index + 1}`,
      'hero',
      `Poster illustration for ${slide.place}: ${sceneText(slide.scene)}`,
    ),
    mobileImage: art(
      slide.scene,
      `home-slide-${index + 1}`,
      'mobile',
      `Poster illustration for ${slide.place}: ${sceneText(slide.scene)}`,
    ),
    priceValue: slide.priceValue,
    annotationText: slide.annotationText,
  })),
  collections: {
    sectionId: 'travel-collections',
    sectionSubtitle: 'Travel Collections',
    sectionTitle: 'Every Moment, Every Place',
    sectionAnnotation:
      'Six ways to travel, each shaped entirely around you. Choose a starting point and we will take care of every detail that follows.',
  },
  offers: {
    heading: 'Premium Travel Picks',
    title: 'Luxury Finds, Expertly Selected',
    description: 'Handpicked escapes, chosen for their style, quality, and charm.',
  },
  story: {
    title: 'Luxury, considered',
    body: [
      p(
        'Halcyon Vale was born from an award-winning holiday planning business and a simple conviction: the finest journeys are designed, not assembled. Every itinerary begins with a conversation and is built by one specialist who knows the ground, the hotels and the people who run them.',
      ),
      p(
        'We travel the way we would wish to ourselves: fewer, longer stays; private guides who become friends; hotels chosen for their character as much as their thread count; and partners who look after their land and their communities. Then we stay beside you, before, during and after your journey.',
      ),
    ],
    image: art(
      'granite-cove',
      'home-story',
      'card',
      'Illustration of granite boulders and palms around a sheltered cove',
    ),
  },
  seo: {
    title: 'Tailor-made luxury holidays',
    description:
      'Signature itineraries, premium travel picks and holidays designed entirely around you, by specialists who know every place we send you.',
    noIndex: false,
  },
} satisfies SeedOf<HomePage>;

function sceneText(scene: SceneName): string {
  return art(scene, 'x', 'hero').alt.replace(/^Illustration of /, '');
}
