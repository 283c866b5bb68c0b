import '../styles/page.css';
import type { ReactNode } from 'react';
import type { CrumbOverrides } from '../lib/breadcrumbs.ts';
import { Breadcrumbs } from './Breadcrumbs.tsx';

interface OverviewProps {
  title?: string | null;
  text?: string | null;
  useBreadcrumbs?: boolean;
  breadcrumbOverrides?: CrumbOverrides;
  /** The side panel: a from-price box, a callback form, the contact block. */
  aside?: ReactNode;
  children?: ReactNode;
}

/** The overview block under a hero: breadcrumbs, a title and text, and a side panel. */
export function Overview({
  title,
  text,
  useBreadcrumbs = true,
  breadcrumbOverrides,
  aside,
  children,
}: OverviewProps) {
  return (
    <section className="overview">
      <div className="overview__main">
        {useBreadcrumbs && <Breadcrumbs overrides={breadcrumbOverrides} />}
        {title && <h2 className="overview__title">{title}</h2>}
        {text?.split(/\n{2,}/).map((paragraph) => (
          <p key={paragraph.slice(0, 40)}>{paragraph}</p>
        ))}
        {children}
      </div>
      {aside && <aside className="overview__aside">{aside}</aside>}
    </section>
  );
}
