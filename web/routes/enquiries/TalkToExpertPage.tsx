import { BookingForm } from '../../components/forms/BookingForm.tsx';
import { BOOKING_PATH } from '../../components/forms/enquiryAnswer.ts';
import { useActionAnswer } from '../../components/forms/useActionAnswer.ts';
import { pageMeta } from '../../lib/pageMeta.ts';
import { rollingMonths } from '../../lib/monthList.ts';
import { handleEnquiryPost } from './enquiryAction.server.ts';
import { EnquiryPage } from './EnquiryPage.tsx';
import { fromPage } from './fromPage.ts';
import type { Route } from './+types/TalkToExpertPage';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: 'Talk to an expert',
    description:
      'Tell us where and when you would like to travel, and a travel designer will be in touch.',
  });
}

export function loader({ request }: Route.LoaderArgs) {
  // The server's month list, so the form offers months before (or without) any script; the
  // visitor's own clock rebuilds it once React runs.
  return {
    source: fromPage(new URL(request.url), BOOKING_PATH),
    months: rollingMonths(new Date()),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleEnquiryPost(request, 'booking', { clientAddress: context.clientAddress });
}

/**
 * /talk-to-an-expert: the booking popup's form on a page of its own. The 'Talk to an expert'
 * buttons lead here when no script has taken them over, and the form posts here: it stores the
 * request and thanks the visitor, or shows the form again with what needs correcting and
 * everything they chose.
 */
export default function TalkToExpertPage({ loaderData, ...props }: Route.ComponentProps) {
  const actionData = useActionAnswer(props.actionData);
  const answer = actionData?.kind === 'error' ? actionData : undefined;
  return (
    <EnquiryPage
      title="Talk to an expert"
      sent={actionData?.kind === 'sent'}
      thanks="Thank you. A travel designer will be in touch shortly."
    >
      <BookingForm
        inPage
        source={answer?.values.text.source ?? loaderData.source}
        initialMonths={loaderData.months}
        answer={answer}
      />
    </EnquiryPage>
  );
}
