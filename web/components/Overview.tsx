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
  /** The Studio fields the title and text come from, for click-to-edit in draft mode. */
  editLabels?: Partial<Record<'title' | 'text', string>>;
}

/** The overview block under a hero: breadcrumbs, a title and text, and a side panel. */
export function Overview({
  title,
  text,
  useBreadcrumbs = true,
  breadcrumbOverrides,
  aside,
  children,
  editLabels = {},
}: OverviewProps) {
  return (
    <section className="overview">
      <div className="overview__main">
        {useBreadcrumbs && <Breadcrumbs overrides={breadcrumbOverrides} />}
        {title && (
          <h2 className="overview__title" data-sanity={editLabels.title}>
            {title}
          </h2>
        )}
        {text?.split(/\n{2,}/).map((paragraph) => (
          <p key={paragraph.slice(0, 40)} data-sanity={editLabels.text}>
            {paragraph}
          </p>
        ))}
        {children}
      </div>
      {aside && <aside className="overview__aside">{aside}</aside>}
    </section>
  );
}
