import { data } from 'react-router';
import { NotFoundMessage, notFoundMeta } from '../components/NotFoundMessage.tsx';
import type { Route } from './+types/NotFoundPage';

export function loader(_args: Route.LoaderArgs) {
  return data(null, { status: 404 });
}

export function meta() {
  return notFoundMeta();
}

/** Any path the site does not know. */
export default function NotFoundPage() {
  return <NotFoundMessage />;
}
