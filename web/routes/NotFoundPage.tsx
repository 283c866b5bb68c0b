import { data } from 'react-router';
import { NotFoundMessage, notFoundMeta } from '../components/NotFoundMessage.tsx';
import { READING_PAGE } from '../lib/readingPage.ts';
import type { Route } from './+types/NotFoundPage';

// A message and a way home: the page's scripts wait until a visitor reaches for the menu.
export const handle = READING_PAGE;

export function loader(_args: Route.LoaderArgs) {
  return data(null, { status: 404 });
}

export function meta({ matches }: Route.MetaArgs) {
  return notFoundMeta(matches);
}

/** Any path the site does not know. */
export default function NotFoundPage() {
  return <NotFoundMessage />;
}
