import { Link, useLocation } from 'react-router';
import { breadcrumbsFromPath, type CrumbOverrides } from '../lib/breadcrumbs.ts';

interface BreadcrumbsProps {
  /** Adjustments for known paths, e.g. { '/picks': { label: 'Premium Picks' } }. */
  overrides?: CrumbOverrides;
}

/** Where the visitor is, from the path: every crumb a link but the last. */
export function Breadcrumbs({ overrides }: BreadcrumbsProps) {
  const { pathname } = useLocation();
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
    </nav>
  );
}
