import { Link, data } from 'react-router';
import type { Route } from './+types/NotFoundPage';

export function loader(_args: Route.LoaderArgs) {
  return data(null, { status: 404 });
}

export function meta() {
  return [{ title: 'Page can not be found' }, { name: 'robots', content: 'noindex' }];
}

/** Any path the site does not know. */
export default function NotFoundPage() {
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
