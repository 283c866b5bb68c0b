import { Link } from 'react-router';

/** The head of a page that does not exist: its title, and no place in search results. */
export const notFoundMeta = () => [
  { title: 'Page can not be found' },
  { name: 'robots', content: 'noindex' },
];

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
