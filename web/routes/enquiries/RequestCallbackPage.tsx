import '../../styles/forms.css';
import './enquiryPage.css';
import { Link } from 'react-router';
import { CONFIRMATION_HINT } from '../../components/ContactBlock.tsx';
import { CallbackForm } from '../../components/forms/CallbackForm.tsx';
import { CALLBACK_PATH } from '../../components/forms/enquiryAnswer.ts';
import { pageMeta } from '../../lib/pageMeta.ts';
import { handleEnquiryPost } from './enquiryAction.server.ts';
import { fromPage } from './fromPage.ts';
import type { Route } from './+types/RequestCallbackPage';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: 'Request a callback',
    description: 'Leave your details and one of our travel designers will call you.',
  });
}

export function loader({ request }: Route.LoaderArgs) {
  return { source: fromPage(new URL(request.url), CALLBACK_PATH) };
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleEnquiryPost(request, 'callback', { clientAddress: context.clientAddress });
}

/**
 * /request-a-callback: where a callback form posts when no script has taken it over. It stores
 * the request and thanks the visitor, or shows the form again with what needs correcting and
 * everything they typed. Visited directly, it holds the same form.
 */
export default function RequestCallbackPage({ loaderData, actionData }: Route.ComponentProps) {
  const answer = actionData?.kind === 'error' ? actionData : undefined;
  return (
    <article className="enquiry-page">
      <header className="enquiry-page__header">
        <p className="section-heading__eyebrow">Speak to an expert</p>
        <h1>{actionData?.kind === 'sent' ? 'Thank you' : 'Request a callback'}</h1>
      </header>
      {actionData?.kind === 'sent' ? (
        <div className="enquiry-form__sent" role="status">
          <p>Thank you. We will call you back shortly.</p>
          <p>{CONFIRMATION_HINT}</p>
          <p>
            <Link to="/journeys">Browse our signature itineraries</Link> while you wait.
          </p>
        </div>
      ) : (
        <CallbackForm
          title="Your details"
          source={answer?.values.text.source ?? loaderData.source}
          answer={answer}
        />
      )}
    </article>
  );
}
