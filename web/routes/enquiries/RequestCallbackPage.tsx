import { CallbackForm } from '../../components/forms/CallbackForm.tsx';
import { CALLBACK_PATH } from '../../components/forms/enquiryAnswer.ts';
import { useActionAnswer } from '../../components/forms/useActionAnswer.ts';
import { pageMeta } from '../../lib/pageMeta.ts';
import { handleEnquiryPost } from './enquiryAction.server.ts';
import { EnquiryPage } from './EnquiryPage.tsx';
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
export default function RequestCallbackPage({ loaderData, ...props }: Route.ComponentProps) {
  const actionData = useActionAnswer(props.actionData);
  const answer = actionData?.kind === 'error' ? actionData : undefined;
  return (
    <EnquiryPage
      title="Request a callback"
      sent={actionData?.kind === 'sent'}
      thanks="Thank you. We will call you back shortly."
    >
      <CallbackForm
        title="Your details"
        source={answer?.values.text.source ?? loaderData.source}
        answer={answer}
      />
    </EnquiryPage>
  );
}
