/**
 * A person's rights from an enquiry in the Studio: export everything stored under its e-mail
 * address as a JSON file, or erase it all (every enquiry with that address, history included).
 * UK GDPR allows a month to answer; these let an editor answer the day a request arrives.
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
import {
  erasePersonalData,
  exportPersonalData,
  isEmailAddress,
} from '../../shared/privacy/personalData.ts';

const API_VERSION = '2025-02-19';

/** The address the enquiry was sent with, if it holds one. */
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
    title: email ? `Every enquiry sent with ${email}, as a JSON file` : 'No e-mail address',
    onHandle: () => {
      if (!email) return;
      setBusy(true);
      exportPersonalData(client, email)
        .then((exported) => {
          download(
            `personal-data-${exported.email}.json`,
            `${JSON.stringify(exported, null, 2)}\n`,
          );
          setOutcome(
            `Exported ${exported.enquiries.length} enquiry documents for ${exported.email}.`,
          );
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
    title: email ? `Delete every enquiry sent with ${email}` : 'No e-mail address',
    onHandle: () => setConfirming(true),
    dialog: failure
      ? { type: 'popover', content: <p>{failure}</p>, onClose: close }
      : confirming && email
        ? {
            type: 'confirm',
            tone: 'critical',
            message: `Erase every enquiry sent with ${email}, with its history? This cannot be undone.`,
            onCancel: close,
            // Once erased, the open enquiry is gone and the Studio says it was deleted.
            onConfirm: () => {
              setConfirming(false);
              erasePersonalData(client, email)
                .then(close)
                .catch((error: unknown) => setFailure(`The erasure failed: ${String(error)}`));
            },
          }
        : null,
  };
};
ErasePersonAction.displayName = 'ErasePersonAction';

/** The enquiry's actions with the two added after the Studio's own. */
export function withPersonalDataActions(
  actions: DocumentActionComponent[],
  context: DocumentActionsContext,
): DocumentActionComponent[] {
  return context.schemaType === 'enquiry'
    ? [...actions, ExportPersonAction, ErasePersonAction]
    : actions;
}
