/** Breadcrumbs from the path (spec §2 "Journey page"): every segment a link but the last. */

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
    .map((word) => word[0]!.toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');
}

export function breadcrumbsFromPath(
  pathname: string,
  labels: Readonly<Record<string, string>> = {},
): Crumb[] {
  const segments = pathname.split('/').filter(Boolean);
  const crumbs: Crumb[] = [{ label: 'Home', to: '/' }];
  segments.forEach((segment, index) => {
    const to = `/${segments.slice(0, index + 1).join('/')}`;
    const label = labels[to] ?? titleCase(segment);
    crumbs.push(index === segments.length - 1 ? { label } : { label, to });
  });
  return crumbs;
}
