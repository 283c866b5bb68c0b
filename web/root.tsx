// The font stacks (--font-display, --font-body) with fallbacks measured to the web fonts, which
// arrive after the first paint (components/WebFonts.tsx).
import 'virtual:font-fallbacks.css';
import './styles/site.css';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import {
  Links,
  Meta,
  Outlet,
  isRouteErrorResponse,
  type ShouldRevalidateFunctionArgs,
  useLoaderData,
  useLocation,
  useRouteError,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import { ChatController } from './components/chat/ChatController.tsx';
import { LaunchNotice, launchNoticeOnArrival } from './components/popups/LaunchNotice.tsx';
import { PopupProvider } from './components/popups/PopupProvider.tsx';
import { usePaymentResultOnArrival } from './routes/home/PaymentResultPopup.tsx';
import type { loader as homeLoader } from './routes/home/HomePage.tsx';
import { ScrollManager } from './components/ScrollManager.tsx';
import { SiteFooter } from './components/SiteFooter.tsx';
import { SiteHeader } from './components/SiteHeader.tsx';
import { WebFonts } from './components/WebFonts.tsx';
import { useBookingPopup } from './components/forms/useBookingPopup.tsx';
import { publicContentConfig } from './data/contentConfig.server.ts';
import { ContentConfigContext } from './data/ContentConfigContext.tsx';
import { siteSettingsQuery } from './data/queries/siteSettingsQuery.ts';
import { pageServices } from './data/pageServices.ts';
import { fetchContent } from './data/sanityClient.server.ts';
import { useLiveContent } from './data/useLiveContent.ts';
import {
  SiteSettingsContext,
  unreachableSettings,
  type SiteSettings,
} from './data/siteSettings.ts';
import { schedulingUrl } from './lib/schedulingUrl.ts';
import { siteUrl } from './lib/seo/siteUrl.server.ts';
import { isPreview } from './preview/previewMode.server.ts';
import { pageSyncTags } from './data/pageSyncTags.server.ts';
import { frameHydrated, HydrationSlice } from './startup/HydrationSlice.tsx';
import { SiteScripts, StartupScript } from './startup/startupScripts.tsx';

// Draft mode's code (overlays, the exit control) is fetched only by an editor in draft mode.
const PreviewTools = lazy(() => import('./preview/PreviewTools.tsx'));

export async function loader({ request, context }: Route.LoaderArgs) {
  let settings: SiteSettings = unreachableSettings;
  try {
    settings =
      (await fetchContent(siteSettingsQuery, {}, { request, context })) ?? unreachableSettings;
  } catch (error) {
    // The pages still render (without contact details) while the content API is down.
    console.error('Site settings could not be loaded:', error);
  }
  context.reportPageServices?.(pageServices(settings));
  return {
    settings,
    contentConfig: publicContentConfig(),
    siteUrl: siteUrl(request),
    preview: await isPreview(request),
    // What the open page listens for on the Live Content API (settled once every loader read).
    syncTags: pageSyncTags(context),
  };
}

// The root's data carries the page's sync tags, so it is read again with every page: a
// navigation and a live update of the open page alike.
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname && currentUrl.search === nextUrl.search
    ? defaultShouldRevalidate
    : true;
}

function Shell({
  settings,
  launchArrived,
  children,
}: {
  settings: SiteSettings;
  launchArrived: boolean;
  children: ReactNode;
}) {
  const openBookingPopup = useBookingPopup();
  // The frame: in an editor's preview it hydrates once the preview's code has arrived.
  useEffect(frameHydrated, []);
  return (
    <>
      <SiteHeader
        brandName={settings.brandName}
        phone={settings.phone}
        schedulingUrl={schedulingUrl(settings.scheduling)}
        onTalkToExpert={openBookingPopup}
      />
      {/* The page's content and the footer hydrate as slices of their own, after the frame
          (the header, the popups), and a press in either hydrates its slice first. */}
      <main id="main" tabIndex={-1}>
        <HydrationSlice>{children}</HydrationSlice>
      </main>
      <HydrationSlice>
        <SiteFooter
          brandName={settings.brandName}
          pages={settings.footerPages}
          aviationLicence={settings.aviationLicence}
          protectionStatement={settings.protectionStatement}
          socialLinks={settings.socialLinks}
        />
      </HydrationSlice>
      <ScrollManager />
      <ChatController />
      <LaunchNotice arrivedWithPage={launchArrived} />
    </>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const settings = data?.settings ?? unreachableSettings;
  const contentConfig = data?.contentConfig ?? null;
  const location = useLocation();
  // A payment result the home page arrives with comes first; the launch notice then waits its
  // turn in the popup queue. Decided by the first render only (the server's, then hydration's,
  // which must agree).
  const home = useRouteLoaderData<typeof homeLoader>('routes/home/HomePage');
  const paymentOnArrival = usePaymentResultOnArrival(home?.payment ?? null, settings.phone);
  const [launchOnArrival] = useState(() =>
    paymentOnArrival ? null : launchNoticeOnArrival(settings, location, data?.preview ?? false),
  );
  return (
    <html lang="en-GB">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1f2b2d" />
        {/* The brand mark; /favicon.ico (drawn from it at build time) serves older clients. */}
        <link rel="icon" href="/brand-logo.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/brand-logo.png" />
        <Meta />
        <Links />
        {/* What waits for the first paint (the scripts, the web fonts) waits on this. */}
        <StartupScript name="afterFirstPaint" />
        <StartupScript name="fieldVitals" />
        <WebFonts />
      </head>
      <body>
        <ContentConfigContext.Provider value={contentConfig}>
          <SiteSettingsContext.Provider value={settings}>
            <PopupProvider arrival={paymentOnArrival ?? launchOnArrival}>
              {data?.preview ? (
                <Suspense fallback={null}>
                  <PreviewTools>
                    <Shell settings={settings} launchArrived={launchOnArrival !== null}>
                      {children}
                    </Shell>
                  </PreviewTools>
                </Suspense>
              ) : (
                <Shell settings={settings} launchArrived={launchOnArrival !== null}>
                  {children}
                </Shell>
              )}
            </PopupProvider>
          </SiteSettingsContext.Provider>
        </ContentConfigContext.Provider>
        <SiteScripts atOnce={data?.preview ?? false} />
      </body>
    </html>
  );
}

export default function App() {
  const data = useLoaderData<typeof loader>();
  useLiveContent({ editor: data.preview, pageTags: data.syncTags });
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <section className="page-message">
      <h1>{status === 404 ? 'Page can not be found' : 'Something went wrong'}</h1>
      <p>
        {status === 404
          ? 'The page you were looking for has moved or no longer exists.'
          : 'Please try again in a moment.'}
      </p>
    </section>
  );
}
