import { Link, useLocation, useRouteLoaderData } from 'react-router';
import { breadcrumbsFromPath, type CrumbOverrides } from '../lib/breadcrumbs.ts';
import { canonicalUrl } from '../lib/seo/canonicalUrl.ts';
import { breadcrumbList } from '../lib/seo/structuredData.ts';
import { StructuredData } from './seo/StructuredData.tsx';

interface BreadcrumbsProps {
  /** Adjustments for known paths, e.g. { '/picks': { label: 'Premium Picks' } }. */
  overrides?: CrumbOverrides;
}

/**
 * Where the visitor is, from the path: every crumb a link but the last. The same crumbs go to
 * search engines as a BreadcrumbList, so the structured trail is always the one shown.
 */
export function Breadcrumbs({ overrides }: BreadcrumbsProps) {
  const { pathname } = useLocation();
  const origin = (useRouteLoaderData('root') as { siteUrl?: string } | undefined)?.siteUrl;
  const crumbs = breadcrumbsFromPath(pathname, overrides);
  return (
    <nav aria-label="Breadcrumb" className="breadcrumbs">
      <ol>
        {crumbs.map((crumb) => (
          <li key={crumb.to ?? crumb.label}>
            {crumb.to ? (
              <Link to={crumb.to}>{crumb.label}</Link>
            ) : (
              <span aria-current="page">{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
      {origin && (
        <StructuredData data={breadcrumbList(crumbs, origin, canonicalUrl(origin, pathname))} />
      )}
    </nav>
  );
}
