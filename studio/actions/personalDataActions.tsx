/**
 * A person's rights from any of their leads in the Studio (an enquiry or a trip request): export
 * everything stored under its e-mail address as a JSON file, or erase it all (every enquiry and
 * trip request with that address, their recordings and history included). UK GDPR allows a
 * month to answer; these let an editor answer the day a request arrives.
 */
import { DownloadIcon } from '@sanity/icons/Download';
import { TrashIcon } from '@sanity/icons/Trash';
import { useState } from 'react';
import {
  useClient,
  type DocumentActionComponent,
  type DocumentActionProps,
  type DocumentActionsContext,
} from 'sanity';
import { LEAD_WEBHOOK_EVENT_TYPE } from '../../features/leadWebhooks/index.ts';
import { isPrivateType } from '../../features/privacy/index.ts';
import {
  erasePersonalData,
  exportPersonalData,
  exportSummary,
  isEmailAddress,
} from '../../features/privacy/index.ts';
import { forgetCaughtMail } from '../../features/privacy/index.ts';

const API_VERSION = '2025-02-19';

/**
 * The embedded host's mail catcher keeps copies of the forms' e-mails: an erasure asks it to
 * forget the person too. Only when the content API is this Studio's own origin (the embedded
 * lake); a hosted project has no catcher to ask.
 */
async function forgetCaughtCopies(
  client: ReturnType<typeof useClient>,
  email: string,
): Promise<void> {
  const { apiHost, token } = client.config();
  if (!apiHost || !token || new URL(apiHost).origin !== window.location.origin) return;
  await forgetCaughtMail(window.location.origin, token, email);
}

/** The address the lead was sent with, if it holds one. */
function emailOf(props: DocumentActionProps): string | undefined {
  const email = (props.published ?? props.draft)?.email;
  return typeof email === 'string' && isEmailAddress(email) ? email : undefined;
}

/** Hands the browser a file to save, named for the address. */
function download(name: string, json: string): void {
  const url = URL.createObjectURL(new Blob([json], { type: 'application/json' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  link.click();
  URL.revokeObjectURL(url);
}

export const ExportPersonAction: DocumentActionComponent = (props) => {
  const client = useClient({ apiVersion: API_VERSION });
  const [busy, setBusy] = useState(false);
  /** What the last export did, said in a popover beside the action. */
  const [outcome, setOutcome] = useState<string | undefined>();
  const email = emailOf(props);
  return {
    label: 'Export this person’s data',
    icon: DownloadIcon,
    disabled: !email || busy,
    title: email
      ? `Every enquiry and trip request sent with ${email}, as a JSON file`
      : 'No e-mail address',
    onHandle: () => {
      if (!email) return;
      setBusy(true);
      exportPersonalData(client, email)
        .then((exported) => {
          download(
            `personal-data-${exported.email}.json`,
            `${JSON.stringify(exported, null, 2)}\n`,
          );
          setOutcome(exportSummary(exported));
        })
        .catch((error: unknown) => setOutcome(`The export failed: ${String(error)}`))
        .finally(() => setBusy(false));
    },
    dialog: outcome
      ? {
          type: 'popover',
          content: <p>{outcome}</p>,
          onClose: () => {
            setOutcome(undefined);
            props.onComplete();
          },
        }
      : null,
  };
};
ExportPersonAction.displayName = 'ExportPersonAction';

export const ErasePersonAction: DocumentActionComponent = (props) => {
  const client = useClient({ apiVersion: API_VERSION });
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | undefined>();
  const email = emailOf(props);
  const close = () => {
    setConfirming(false);
    setFailure(undefined);
    props.onComplete();
  };
  return {
    label: 'Erase this person’s data',
    icon: TrashIcon,
    tone: 'critical',
    disabled: !email,
    title: email ? `Delete every enquiry and trip request sent with ${email}` : 'No e-mail address',
    onHandle: () => setConfirming(true),
    dialog: failure
      ? { type: 'popover', content: <p>{failure}</p>, onClose: close }
      : confirming && email
        ? {
            type: 'confirm',
            tone: 'critical',
            message: `Erase every enquiry and trip request sent with ${email}, with their recordings and history? This cannot be undone.`,
            onCancel: close,
            // Once erased, the open lead is gone and the Studio says it was deleted.
            onConfirm: () => {
              setConfirming(false);
              erasePersonalData(client, email)
                .then(() => forgetCaughtCopies(client, email))
                .then(close)
                .catch((error: unknown) => setFailure(`The erasure failed: ${String(error)}`));
            },
          }
        : null,
  };
};
ErasePersonAction.displayName = 'ErasePersonAction';

/** A lead's actions (enquiry or trip request) with the two added after the Studio's own. */
export function withPersonalDataActions(
  actions: DocumentActionComponent[],
  context: DocumentActionsContext,
): DocumentActionComponent[] {
  // A queued webhook message is private too, but it is not a lead: it is erased with its lead.
  return isPrivateType(context.schemaType) && context.schemaType !== LEAD_WEBHOOK_EVENT_TYPE
    ? [...actions, ExportPersonAction, ErasePersonAction]
    : actions;
}
