import '../../styles/forms.css';
import './planMyTrip.css';
import { useEffect, useState } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { HoneypotField } from '../../components/forms/HoneypotField.tsx';
import { FormField } from '../../components/forms/FormField.tsx';
import { useActionAnswer } from '../../components/forms/useActionAnswer.ts';
import { useFirstErrorFocus } from '../../components/forms/useFirstErrorFocus.ts';
import { pageMeta } from '../../lib/pageMeta.ts';
import {
  MAX_RECORDING_BYTES,
  RECORDING_TYPES,
  TRIP_REQUEST_FIELDS,
  TRIP_REQUEST_LIMITS,
} from '../../../features/tripRequests/browser.ts';
import { ContentImage } from '../../components/ContentImage.tsx';
import { fetchContent } from '../../data/sanityClient.server.ts';
import { firstName } from '../../../features/specialists/index.ts';
import {
  planMyTripSpecialistsQuery,
  specialistProfileQuery,
} from './planMyTripSpecialistsQuery.ts';
import { prefillFrom } from './prefill.ts';
import { handleTripRequestPost } from './tripRequestAction.server.ts';
import { VoiceNote } from './VoiceNote.tsx';
import type { Route } from './+types/PlanMyTripPage';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: 'Plan my trip',
    description:
      'Tell us about the journey you have in mind, in your own words, and a specialist who knows those places will reply.',
  });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const asked = url.searchParams.get(TRIP_REQUEST_FIELDS.specialist);
  // Sent from a specialist's page: the form names them, and the request asks for them.
  const specialist = asked
    ? ((await fetchContent(planMyTripSpecialistsQuery, {}, { request, context })).find(
        (one) => one.slug === asked,
      ) ?? null)
    : null;
  return {
    ...prefillFrom(url),
    specialist: specialist ? { slug: specialist.slug ?? '', name: specialist.name ?? '' } : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleTripRequestPost(request, context.clientAddress, (id) =>
    fetchContent(specialistProfileQuery, { id }, { request, context }),
  );
}

/** No field errors: one object for every render, so focus moves only on an answer. */
const NONE = {};

const MAX_MB = Math.round(MAX_RECORDING_BYTES / (1024 * 1024));

/** A fresh key per form attempt, made in the browser so no cached page ever shares one. */
function useAttemptKey(): string {
  const [key, setKey] = useState('');
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the browser's own randomness
    setKey(globalThis.crypto?.randomUUID?.() ?? '');
  }, []);
  return key;
}

/**
 * /plan-my-trip: one large box for the trip in the visitor's words, an optional voice note or
 * file, and how to reply. A plain multipart form: without script it posts and the answer page
 * is rendered on the server; with script React Router posts the same form in place.
 */
export default function PlanMyTripPage({ loaderData, ...props }: Route.ComponentProps) {
  const actionData = useActionAnswer(props.actionData);
  const navigation = useNavigation();
  const sending = navigation.state === 'submitting';
  const attemptKey = useAttemptKey();
  // The answer's own errors object, new with each answer, so each failed send moves focus.
  const formRef = useFirstErrorFocus(actionData?.kind === 'error' ? actionData.fieldErrors : NONE);

  if (actionData?.kind === 'sent') {
    return (
      <article className="plan-trip">
        <header className="plan-trip__header">
          <p className="section-heading__eyebrow">Plan my trip</p>
          <h1>Thank you{actionData.name ? `, ${actionData.name}` : ''}</h1>
        </header>
        <div className="plan-trip__answer" role="status">
          {actionData.specialist ? (
            <figure className="plan-trip__specialist">
              <ContentImage
                image={actionData.specialist.portrait}
                width={120}
                aspectRatio={1}
                sizes="120px"
                className="plan-trip__portrait"
              />
              <figcaption>
                <p>
                  Your request is with a specialist:{' '}
                  <Link to={`/specialists/${actionData.specialist.slug ?? ''}`}>
                    {actionData.specialist.name}
                  </Link>
                  . {firstName(actionData.specialist.name ?? '')} will reply personally{' '}
                  {actionData.replyBy ?? 'soon'}
                  {actionData.replyBy ? ' (UK time)' : ''}.
                </p>
                {actionData.specialist.oneLine && <p>{actionData.specialist.oneLine}</p>}
              </figcaption>
            </figure>
          ) : (
            <p>
              {actionData.routed
                ? `Your request is with a specialist who knows those places well. They will reply personally ${actionData.replyBy ? `${actionData.replyBy} (UK time)` : 'soon'}.`
                : `One of our team will read your request personally ${actionData.replyBy ? `${actionData.replyBy} (UK time)` : 'soon'} and pass it to the specialist best placed to help.`}
            </p>
          )}
          <p>We have sent a copy to your e-mail address.</p>
          {actionData.reading.length > 0 && (
            <>
              <h2>What we understood</h2>
              <dl className="plan-trip__reading">
                {actionData.reading.map((line) => (
                  <div key={line.label}>
                    <dt>{line.label}</dt>
                    <dd>{line.value}</dd>
                  </div>
                ))}
              </dl>
            </>
          )}
          <p>
            <Link to="/journeys">Browse our signature itineraries</Link> while you wait.
          </p>
        </div>
      </article>
    );
  }

  const errors = actionData?.kind === 'error' ? actionData.fieldErrors : {};
  const values = actionData?.kind === 'error' ? actionData.values : {};
  const value = (field: string, fallback = '') => values[field] ?? fallback;

  return (
    <article className="plan-trip">
      <header className="plan-trip__header">
        <p className="section-heading__eyebrow">Plan my trip</p>
        <h1>Plan my trip</h1>
        <p>
          Describe the journey you are dreaming of, as you would to a friend: where, when, for how
          long and with whom.{' '}
          {loaderData.specialist
            ? `${loaderData.specialist.name} will read it and reply personally.`
            : 'A specialist who knows those places will reply personally.'}
        </p>
      </header>
      <Form
        ref={formRef}
        method="post"
        encType="multipart/form-data"
        className="enquiry-form plan-trip__form"
        noValidate
        aria-busy={sending}
      >
        <FormField
          label="Tell us about the trip you have in mind"
          name={TRIP_REQUEST_FIELDS.message}
          multiline
          rows={8}
          maxLength={TRIP_REQUEST_LIMITS.message}
          defaultValue={value('message', loaderData.message)}
          error={errors.message}
          placeholder="For example: two weeks in Sri Lanka next March for the two of us, with a few days on a beach at the end."
        />
        <fieldset className="plan-trip__recording">
          <legend>
            Or send a voice note or short video{' '}
            <span className="form-field__optional">(optional)</span>
          </legend>
          <VoiceNote fieldName={TRIP_REQUEST_FIELDS.recording} />
          <FormField
            label={`Attach a recording (audio or video, up to ${MAX_MB} MB)`}
            name={TRIP_REQUEST_FIELDS.recording}
            type="file"
            accept={RECORDING_TYPES.join(',')}
            optional
            error={errors.recording}
          />
        </fieldset>
        <FormField
          label="Your name"
          name={TRIP_REQUEST_FIELDS.name}
          autoComplete="name"
          maxLength={TRIP_REQUEST_LIMITS.name}
          defaultValue={value('name')}
          error={errors.name}
        />
        <FormField
          label="E-mail address"
          name={TRIP_REQUEST_FIELDS.email}
          type="email"
          autoComplete="email"
          maxLength={TRIP_REQUEST_LIMITS.email}
          defaultValue={value('email')}
          error={errors.email}
        />
        <FormField
          label="Phone number"
          name={TRIP_REQUEST_FIELDS.phone}
          type="tel"
          autoComplete="tel"
          optional
          maxLength={TRIP_REQUEST_LIMITS.phone}
          defaultValue={value('phone')}
          error={errors.phone}
        />
        <div className="form-field plan-trip__consent" data-invalid={Boolean(errors.consent)}>
          <label className="checkbox-label">
            <input
              type="checkbox"
              name={TRIP_REQUEST_FIELDS.consent}
              value="yes"
              defaultChecked={value('consent') === 'true'}
              aria-invalid={errors.consent ? true : undefined}
              aria-describedby={errors.consent ? 'plan-trip-consent-error' : undefined}
            />
            <span>I agree to be contacted about this trip.</span>
          </label>
          {errors.consent && (
            <p id="plan-trip-consent-error" className="form-field__error">
              {errors.consent}
            </p>
          )}
        </div>
        <p className="plan-trip__privacy">
          We use your details only to plan this trip with you; see our{' '}
          <Link to="/privacy-policy">privacy notice</Link>.
        </p>
        <input type="hidden" name={TRIP_REQUEST_FIELDS.placeHint} value={loaderData.place} />
        {loaderData.specialist && (
          <input
            type="hidden"
            name={TRIP_REQUEST_FIELDS.specialist}
            value={loaderData.specialist.slug}
          />
        )}
        <input type="hidden" name={TRIP_REQUEST_FIELDS.idempotencyKey} value={attemptKey} />
        <HoneypotField />
        {actionData?.kind === 'error' && (
          <p className="enquiry-form__error" role="alert">
            {actionData.message}
          </p>
        )}
        <button type="submit" className="button button--primary" disabled={sending}>
          {sending ? 'Sending…' : 'Send my request'}
        </button>
      </Form>
    </article>
  );
}
