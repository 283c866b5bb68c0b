import { data } from 'react-router';
import { FormField } from '../../components/forms/FormField.tsx';
import { NotFoundMessage, notFoundMeta } from '../../components/NotFoundMessage.tsx';
import { paymentTestFormServed } from './paymentTestForm.ts';
import { pageMeta } from '../../lib/pageMeta.ts';
import { environment } from '../../../shared/environment.ts';
import type { Route } from './+types/TestFormPage';

export function loader(_args: Route.LoaderArgs) {
  const served = paymentTestFormServed(environment().PAYMENT_TEST_FORM, import.meta.env.PROD);
  return served ? { served } : data({ served }, { status: 404 });
}

export function meta({ data: loaded, matches }: Route.MetaArgs) {
  if (!loaded?.served) return notFoundMeta(matches);
  return pageMeta(matches, {
    title: 'Payment test form',
    description: null,
    seo: { noIndex: true },
  });
}

/**
 * /form: posts what a payment gateway would to /submit. A plain HTML form,
 * not a router form, so it works before (or without) JavaScript and follows the 302 home.
 */
export default function TestFormPage({ loaderData }: Route.ComponentProps) {
  if (!loaderData.served) return <NotFoundMessage />;
  return (
    <section className="page-message">
      <h1>Payment test form</h1>
      <form method="post" action="/submit">
        <FormField
          label="Status"
          name="responseStatus"
          type="number"
          inputMode="numeric"
          step={1}
          required
        />
        <FormField label="Transaction ID" name="transactionID" type="text" maxLength={64} />
        <button className="button button--primary" type="submit">
          Send
        </button>
      </form>
    </section>
  );
}
