/**
 * "Route to specialists" on a trip request that needs a person (decision 068): the editor
 * corrects what was read (the regions above all), then routes it in one step. The same routing
 * as the site's picks the specialists from the corrected reading, treated as confident; the
 * request becomes routed and owes each specialist an e-mail, which the outbox sends from the
 * content store like any other. The decision is the pure `manualRouting`; this only reads and
 * writes.
 */
import { UsersIcon } from '@sanity/icons/Users';
import { useState } from 'react';
import {
  useClient,
  type DocumentActionComponent,
  type DocumentActionProps,
  type DocumentActionsContext,
} from 'sanity';
import {
  manualRouting,
  RECENT_DAYS,
  routableReason,
  SPECIALISTS_QUERY,
  type RoutableRequest,
  type SpecialistContact,
} from '../../features/tripRequests/browser.ts';
import { applyManualRouting } from './routeTripRequest.ts';

const API_VERSION = '2025-02-19';

/** The request as the editor sees it: their corrections (the draft) over what was stored. */
function requestOf(props: DocumentActionProps): RoutableRequest {
  const shown = (props.draft ?? props.published ?? {}) as RoutableRequest;
  const stored = (props.published ?? {}) as RoutableRequest;
  // E-mails are only ever written to the stored request (by the site and its outbox).
  return {
    state: shown.state,
    extracted: shown.extracted,
    emails: stored.emails,
    // Only the site sets it, from the page the request was sent from.
    ...(stored.askedFor ? { askedFor: stored.askedFor } : {}),
  };
}

type Step =
  | { kind: 'idle' }
  | { kind: 'confirm'; names: string[]; commit: () => Promise<void> }
  | { kind: 'told'; message: string };

export const RouteTripRequestAction: DocumentActionComponent = (props) => {
  const client = useClient({ apiVersion: API_VERSION });
  const [busy, setBusy] = useState(false);
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const request = requestOf(props);
  const published = props.published;
  const refused = published
    ? routableReason(request)
    : 'The request has not been stored by the site yet.';
  const close = () => {
    setStep({ kind: 'idle' });
    props.onComplete();
  };

  const prepare = async () => {
    if (!published) return;
    const now = new Date();
    const specialists = await client.fetch<SpecialistContact[]>(
      SPECIALISTS_QUERY,
      { since: new Date(now.getTime() - RECENT_DAYS * 86_400_000).toISOString() },
      { perspective: 'raw' },
    );
    const outcome = manualRouting(request, specialists, now);
    if (!outcome.ok) {
      setStep({ kind: 'told', message: outcome.reason });
      return;
    }
    const commit = () =>
      applyManualRouting(
        client,
        {
          id: published._id,
          rev: published._rev,
          ...(props.draft ? { draftId: props.draft._id } : {}),
          ...(request.extracted ? { extracted: request.extracted } : {}),
        },
        outcome,
      );
    setStep({
      kind: 'confirm',
      names: outcome.specialists.map((one) => one.name || one.email),
      commit,
    });
  };

  return {
    label: 'Route to specialists',
    icon: UsersIcon,
    disabled: Boolean(refused) || busy,
    title: refused ?? 'Send it to the specialists for the regions chosen, and e-mail them',
    onHandle: () => {
      setBusy(true);
      prepare()
        .catch((error: unknown) =>
          setStep({ kind: 'told', message: `The specialists could not be read: ${String(error)}` }),
        )
        .finally(() => setBusy(false));
    },
    dialog:
      step.kind === 'told'
        ? { type: 'popover', content: <p>{step.message}</p>, onClose: close }
        : step.kind === 'confirm'
          ? {
              type: 'confirm',
              message: `Route this request to ${step.names.join(' and ')}, and e-mail them?`,
              onCancel: close,
              onConfirm: () => {
                setBusy(true);
                step
                  .commit()
                  .then(close)
                  .catch((error: unknown) =>
                    setStep({
                      kind: 'told',
                      message: `The request was not routed (it may have changed; try again): ${String(error)}`,
                    }),
                  )
                  .finally(() => setBusy(false));
              },
            }
          : null,
  };
};
RouteTripRequestAction.displayName = 'RouteTripRequestAction';

/** A trip request's actions with routing first, where an editor looks for it. */
export function withTripRequestActions(
  actions: DocumentActionComponent[],
  context: DocumentActionsContext,
): DocumentActionComponent[] {
  return context.schemaType === 'tripRequest' ? [RouteTripRequestAction, ...actions] : actions;
}
