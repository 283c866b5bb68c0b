import '@fontsource-variable/cormorant-garamond';
import '@fontsource-variable/inter';
import './styles/site.css';
import { useEffect, type ReactNode } from 'react';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  isRouteErrorResponse,
  useRouteError,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import { ScrollManager } from './components/ScrollManager.tsx';
import { SiteFooter } from './components/SiteFooter.tsx';
import { SiteHeader } from './components/SiteHeader.tsx';
import { unreachableSettings, type SiteSettings } from './content/siteSettings.ts';

export async function loader(_args: Route.LoaderArgs) {
  const settings: SiteSettings = unreachableSettings;
  return { settings };
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const settings = data?.settings ?? unreachableSettings;
  return (
    <html lang="en-GB">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1f2b2d" />
        <Meta />
        <Links />
      </head>
      <body>
        <SiteHeader
          brandName={settings.brandName}
          phone={settings.phone}
          schedulingUrl={settings.schedulingUrl}
        />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <SiteFooter
          brandName={settings.brandName}
          aviationLicence={settings.aviationLicence}
          socialLinks={settings.socialLinks}
        />
        <ScrollManager />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  // Marks the page interactive; browser tests wait for it before they click.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
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
