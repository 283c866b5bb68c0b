import { Link } from 'react-router';
import { pageMeta, type MatchLike } from '../lib/pageMeta.ts';

/**
 * The head of a page that does not exist: its title under the title rule, no place in search
 * results, and the site's share card should its address be shared all the same.
 */
export const notFoundMeta = (matches: readonly (MatchLike | undefined)[]) =>
  pageMeta(matches, {
    title: 'Page can not be found',
    description: null,
    seo: { noIndex: true },
  });

/** What a visitor sees at an address the site does not know (always with a 404 status). */
export function NotFoundMessage() {
  return (
    <section className="page-message">
      <h1>Page can not be found</h1>
      <p>The page you were looking for has moved or no longer exists.</p>
      <p>
        <Link className="button button--primary" to="/">
          Return to the home page
        </Link>
      </p>
    </section>
  );
}
