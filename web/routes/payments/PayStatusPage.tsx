import { Link, useSearchParams } from 'react-router';
import { payStatusMessage } from '../../lib/paymentStatus.ts';
import { pageMeta } from '../../lib/pageMeta.ts';
import type { Route } from './+types/PayStatusPage';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, { title: 'Payment status', description: null, seo: { noIndex: true } });
}

/** /paystatus: one sentence for ?status=success, failed, or anything else. */
export default function PayStatusPage() {
  const [searchParams] = useSearchParams();
  return (
    <section className="page-message">
      <h1>Payment status</h1>
      <p role="status">{payStatusMessage(searchParams.get('status'))}</p>
      <p>
        <Link className="button button--primary" to="/">
          Return to the home page
        </Link>
      </p>
    </section>
  );
}
