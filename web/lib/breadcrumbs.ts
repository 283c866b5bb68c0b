/** Breadcrumbs from the path: every segment a link but the last. */

export interface Crumb {
  label: string;
  /** Absent for the last crumb, which is plain text. */
  to?: string;
}

/** 'thailand-in-style' → 'Thailand In Style' */
export function titleCase(segment: string): string {
  return decodeURIComponent(segment)
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');
}

/** Per-path adjustments: a nicer label, or another target for a path that has no page. */
export type CrumbOverrides = Readonly<Record<string, { label?: string; to?: string }>>;

export function breadcrumbsFromPath(pathname: string, overrides: CrumbOverrides = {}): Crumb[] {
  const segments = pathname.split('/').filter(Boolean);
  const crumbs: Crumb[] = [{ label: 'Home', to: '/' }];
  segments.forEach((segment, index) => {
    const path = `/${segments.slice(0, index + 1).join('/')}`;
    const label = overrides[path]?.label ?? titleCase(segment);
    const to = overrides[path]?.to ?? path;
    crumbs.push(index === segments.length - 1 ? { label } : { label, to });
  });
  return crumbs;
}
