import { FormField } from '../../components/forms/FormField.tsx';
import { pageMeta } from '../../lib/pageMeta.ts';
import type { Route } from './+types/TestFormPage';

export function meta({ matches }: Route.MetaArgs) {
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
export default function TestFormPage() {
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
        <FormField label="Transaction ID" name="transactionID" type="text" maxLength={128} />
        <button className="button button--primary" type="submit">
          Send
        </button>
      </form>
    </section>
  );
}
