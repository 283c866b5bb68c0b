import { type RouteConfig, index, route } from '@react-router/dev/routes';

/** About Us and the legal pages share one module; each path is the page's slug in the Studio. */
const staticPages = [
  'about-us',
  'financial-protection',
  'privacy-policy',
  'booking-conditions',
  'booking-conditions-tour-operator',
  'booking-conditions-travel-agent',
  'terms',
].map((slug) => route(slug, 'routes/pages/StaticPage.tsx', { id: `page:${slug}` }));

export default [
  index('routes/home/HomePage.tsx'),
  route('journeys', 'routes/journeys/JourneysPage.tsx'),
  route('journeys/:id', 'routes/journeys/JourneyPage.tsx'),
  route('picks', 'routes/picks/PicksPage.tsx'),
  route('picks/:slug', 'routes/picks/PickPage.tsx'),
  route('holiday-types/:id', 'routes/holiday-types/HolidayTypePage.tsx'),
  route('book-an-appointment', 'routes/pages/BookAppointmentPage.tsx'),
  route('paystatus', 'routes/payments/PayStatusPage.tsx'),
  route('form', 'routes/payments/TestFormPage.tsx'),
  route('sitemap.xml', 'routes/seo/SitemapXml.ts'),
  route('robots.txt', 'routes/seo/RobotsTxt.ts'),
  ...staticPages,
  route('*', 'routes/NotFoundPage.tsx'),
] satisfies RouteConfig;
