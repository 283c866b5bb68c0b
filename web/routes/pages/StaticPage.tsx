import '../../styles/page.css';
import type { MouseEvent } from 'react';
import { data } from 'react-router';
import { NotFoundMessage, notFoundMeta } from '../../components/NotFoundMessage.tsx';
import { blockText, headingId, RichText } from '../../components/RichText.tsx';
import type { BlockContent, PageQueryResult } from '../../data/sanity.types.ts';
import { pageQuery } from './pageQuery.ts';
import { fetchContent } from '../../data/sanityClient.server.ts';
import { useContentQuery } from '../../data/useContentQuery.ts';
import { useEditAttribute } from '../../preview/PreviewContext.ts';
import { pageMeta } from '../../lib/pageMeta.ts';
import { scrollToSection } from '../../components/motion.ts';
import { READING_PAGE } from '../../lib/readingPage.ts';
import { isPageSlug } from '../../../shared/pageSlugs.ts';
import {
  ACCESSIBILITY_STATEMENT_SLUG,
  lastTestedOn,
} from '../../../features/accessibility/index.ts';
import type { Route } from './+types/StaticPage';

// Pages made for reading: their scripts wait until a visitor reaches for something they work.
export const handle = READING_PAGE;

/**
 * /{slug}: the published page with that slug (About Us, the legal pages, any page an editor
 * publishes), or the not-found page with a 404. An unknown slug is still looked up, so the
 * not-found answer depends on that slug and a page published there replaces it at once.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { slug } = params;
  const page = isPageSlug(slug)
    ? await fetchContent(pageQuery, { slug }, { request, context })
    : null;
  if (!page) return data({ slug, page: null }, { status: 404 });
  return { slug, page };
}

export function meta({ data: loaded, matches }: Route.MetaArgs) {
  if (!loaded?.page) return notFoundMeta(matches);
  return pageMeta(matches, {
    title: loaded.page.seo?.title ?? loaded.page.title ?? null,
    description: loaded.page.seo?.description ?? loaded.page.intro ?? null,
    seo: loaded.page.seo,
    heroImage: loaded.page.heroImage,
    type: 'article',
  });
}

/**
 * Contents links scroll to their section without putting a hash in the address, which on
 * Apple handhelds would send the page back to the top.
 */
function goToSection(event: MouseEvent<HTMLAnchorElement>) {
  const target = document.getElementById(event.currentTarget.hash.slice(1));
  if (!target) return;
  event.preventDefault();
  scrollToSection(target);
  target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

function sectionHeadings(body: BlockContent | null): string[] {
  return (body ?? []).filter((block) => block.style === 'h2').map(blockText);
}

/** The accessibility statement's day of last testing: the suite's, not an editor's. */
function LastTested() {
  const tested = lastTestedOn();
  if (!tested) {
    return (
      <p className="static-page__updated">
        Last tested in full: not yet on every page; see what we know is not yet right.
      </p>
    );
  }
  return (
    <p className="static-page__updated">
      Last tested: <time dateTime={tested.iso}>{tested.label}</time>
    </p>
  );
}

/** About Us and the legal pages: editors' Portable Text, one h2 per section. */
function ContentPage({ slug, loaded }: { slug: string; loaded: NonNullable<PageQueryResult> }) {
  const page = useContentQuery(pageQuery, { slug }, loaded) ?? loaded;
  const headings = page.kind === 'legal' ? sectionHeadings(page.body) : [];
  const edit = useEditAttribute(page._id, 'page');
  return (
    <article className={`static-page static-page--${page.kind ?? 'static'}`}>
      <header className="static-page__header">
        <h1 data-sanity={edit('title')}>{page.title}</h1>
        {page.lastUpdatedLabel && (
          <p className="static-page__updated">
            Last updated:{' '}
            <time dateTime={page.lastUpdated ?? undefined}>{page.lastUpdatedLabel}</time>
          </p>
        )}
        {slug === ACCESSIBILITY_STATEMENT_SLUG && <LastTested />}
        {page.intro && (
          <p className="static-page__intro" data-sanity={edit('intro')}>
            {page.intro}
          </p>
        )}
      </header>
      <div className="static-page__layout">
        {headings.length > 3 && (
          <nav className="static-page__contents" aria-label="On this page">
            <p className="static-page__contents-title">On this page</p>
            <ol>
              {headings.map((heading) => (
                <li key={heading}>
                  <a href={`#${headingId(heading)}`} onClick={goToSection}>
                    {heading}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        )}
        <div className="static-page__body" data-sanity={edit('body')}>
          <RichText value={page.body} />
        </div>
      </div>
    </article>
  );
}

export default function StaticPage({ loaderData }: Route.ComponentProps) {
  if (!loaderData.page) return <NotFoundMessage />;
  return <ContentPage key={loaderData.slug} slug={loaderData.slug} loaded={loaderData.page} />;
}
