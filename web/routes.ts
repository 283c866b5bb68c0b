import { type RouteConfig, index, route } from '@react-router/dev/routes';

export default [
  index('routes/home/HomePage.tsx'),
  route('journeys', 'routes/journeys/JourneysPage.tsx'),
  route('journeys/:id', 'routes/journeys/JourneyPage.tsx'),
  route('picks', 'routes/picks/PicksPage.tsx'),
  route('picks/:slug', 'routes/picks/PickPage.tsx'),
  route('find-a-trip', 'routes/find-a-trip/FindATripPage.tsx'),
  route('holiday-types/:id', 'routes/holiday-types/HolidayTypePage.tsx'),
  route('book-an-appointment', 'routes/pages/BookAppointmentPage.tsx'),
  route('request-a-callback', 'routes/enquiries/RequestCallbackPage.tsx'),
  route('talk-to-an-expert', 'routes/enquiries/TalkToExpertPage.tsx'),
  route('plan-my-trip', 'routes/plan-my-trip/PlanMyTripPage.tsx'),
  route('specialists', 'routes/specialists/SpecialistsPage.tsx'),
  route('specialists/:slug', 'routes/specialists/SpecialistPage.tsx'),
  route('paystatus', 'routes/payments/PayStatusPage.tsx'),
  route('form', 'routes/payments/TestFormPage.tsx'),
  route('sitemap.xml', 'routes/seo/SitemapXml.ts'),
  route('robots.txt', 'routes/seo/RobotsTxt.ts'),
  route('api/preview-mode/enable', 'routes/preview/EnablePreview.ts'),
  route('api/preview-mode/disable', 'routes/preview/DisablePreview.ts'),
  // Editors' pages (About Us, the legal pages, any page published in the Studio) at /{slug}:
  // the fixed paths above rank before this one segment, which ranks before the catch-all.
  route(':slug', 'routes/pages/StaticPage.tsx'),
  route('*', 'routes/NotFoundPage.tsx'),
] satisfies RouteConfig;
