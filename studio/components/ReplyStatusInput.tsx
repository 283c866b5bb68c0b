/**
 * "Reply" on a routed request: who owns it, how long it has waited in working hours, and whether
 * the promised reply is overdue (decision 112). Worked out as the editor looks, from the request
 * and the reply promise in site settings, so it is never stale.
 */
import { useEffect, useState } from 'react';
import { useClient, useFormValue, type StringInputProps } from 'sanity';
import { isOverdue, replyHours } from '../../features/specialists/index.ts';
import { useReplyPromise } from './useReplyPromise.ts';

const styles = {
  list: { margin: 0, fontSize: '0.875rem', lineHeight: 1.6 },
  late: { color: '#b3261e', fontWeight: 600 },
} as const;

/** The owner's name, read with the editor's client (the request holds only a reference). */
function useOwnerName(id: string | undefined): string | undefined {
  const client = useClient({ apiVersion: '2025-02-19' });
  const [name, setName] = useState<string>();
  useEffect(() => {
    if (!id) return;
    let current = true;
    void client.fetch<string | null>('*[_id == $id][0].name', { id }).then((found) => {
      if (current) setName(found ?? undefined);
    });
    return () => {
      current = false;
    };
  }, [client, id]);
  return name;
}

function hoursInWords(hours: number): string {
  const rounded = Math.round(hours * 10) / 10;
  return `${rounded} working hour${rounded === 1 ? '' : 's'}`;
}

export function ReplyStatusInput(_props: StringInputProps) {
  const promise = useReplyPromise();
  const owner = useOwnerName(
    useFormValue(['routedTo', 0, 'specialist', '_ref']) as string | undefined,
  );
  const createdAt = useFormValue(['createdAt']) as string | undefined;
  const repliedAt = useFormValue(['repliedAt']) as string | undefined;
  if (!createdAt) return null;
  const request = {
    receivedAt: new Date(createdAt),
    ...(repliedAt ? { repliedAt: new Date(repliedAt) } : {}),
  };
  const now = new Date();
  const overdue = isOverdue(request, now, promise);
  return (
    <dl style={styles.list}>
      <dt>Owner</dt>
      <dd>{owner ?? 'Nobody yet'}</dd>
      <dt>{repliedAt ? 'Answered after' : 'Waiting for'}</dt>
      <dd>{hoursInWords(replyHours(request, now, promise))}</dd>
      <dt>Promise</dt>
      <dd style={overdue ? styles.late : undefined}>
        {repliedAt ? 'Replied' : overdue ? 'Overdue' : 'On time'}
      </dd>
    </dl>
  );
}
