/**
 * "Retry delivery" on a webhook message the sender gave up on (a dead letter, decision 115):
 * it is due again at once with a fresh count of attempts, and the sender's next pass sends it;
 * the lead's later messages follow it once it is acknowledged.
 */
import { ResetIcon } from '@sanity/icons/Reset';
import { useState } from 'react';
import { useClient, type DocumentActionComponent, type DocumentActionsContext } from 'sanity';
import { LEAD_WEBHOOK_EVENT_TYPE, retryDeadLetter } from '../../features/leadWebhooks/index.ts';

const API_VERSION = '2025-02-19';

export const RetryLeadWebhookAction: DocumentActionComponent = (props) => {
  const client = useClient({ apiVersion: API_VERSION });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | undefined>();
  const dead = props.published?.state === 'dead';
  return {
    label: 'Retry delivery',
    icon: ResetIcon,
    disabled: !dead || busy,
    title: dead
      ? 'Send this message again now, and the lead’s later messages after it'
      : 'Only a message that was not delivered can be retried',
    onHandle: () => {
      setBusy(true);
      retryDeadLetter(client, props.id, new Date())
        .then(() => props.onComplete())
        .catch((error: unknown) => setFailure(`The retry was not recorded: ${String(error)}`))
        .finally(() => setBusy(false));
    },
    dialog: failure
      ? {
          type: 'popover',
          content: <p>{failure}</p>,
          onClose: () => {
            setFailure(undefined);
            props.onComplete();
          },
        }
      : null,
  };
};
RetryLeadWebhookAction.displayName = 'RetryLeadWebhookAction';

/** A webhook message's actions: the retry first, where an editor looks for it. */
export function withLeadWebhookActions(
  actions: DocumentActionComponent[],
  context: DocumentActionsContext,
): DocumentActionComponent[] {
  return context.schemaType === LEAD_WEBHOOK_EVENT_TYPE
    ? [RetryLeadWebhookAction, ...actions]
    : actions;
}
