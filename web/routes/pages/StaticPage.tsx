import '../../styles/page.css';
import type { MouseEvent } from 'react';
import { data } from 'react-router';
import { blockText, headingId, RichText } from '../../components/RichText.tsx';
import type { BlockContent } from '../../content/sanity.types.ts';
import { pageQuery } from '../../content/queries/pageQuery.ts';
import { fetchContent } from '../../content/sanityClient.server.ts';
import { useContentQuery } from '../../content/useContentQuery.ts';
import { pageMeta } from '../../lib/pageMeta.ts';
import { scrollToSection } from '../../components/motion.ts';
import type { Route } from './+types/StaticPage';

/** The page's slug is its path: /about-us, /privacy-policy, /terms… */
function slugOf(url: string): string {
  return new URL(url).pathname.replace(/^\/+|\/+$/g, '');
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const slug = slugOf(request.url);
  const page = await fetchContent(pageQuery, { slug }, context.contentDependencies);
  if (!page) throw data(null, { status: 404 });
  return { slug, page };
}

export function meta({ data: loaded, matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: loaded?.page.seo?.title ?? loaded?.page.title ?? null,
    description: loaded?.page.seo?.description ?? loaded?.page.intro ?? null,
    seo: loaded?.page.seo,
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

/** About Us and the legal pages: editors' Portable Text, one h2 per section. */
export default function StaticPage({ loaderData }: Route.ComponentProps) {
  const page =
    useContentQuery(pageQuery, { slug: loaderData.slug }, loaderData.page) ?? loaderData.page;
  const headings = page.kind === 'legal' ? sectionHeadings(page.body) : [];
  return (
    <article className={`static-page static-page--${page.kind ?? 'static'}`}>
      <header className="static-page__header">
        <h1>{page.title}</h1>
        {page.lastUpdatedLabel && (
          <p className="static-page__updated">
            Last updated:{' '}
            <time dateTime={page.lastUpdated ?? undefined}>{page.lastUpdatedLabel}</time>
          </p>
        )}
        {page.intro && <p className="static-page__intro">{page.intro}</p>}
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
        <div className="static-page__body">
          <RichText value={page.body} />
        </div>
      </div>
    </article>
  );
}
