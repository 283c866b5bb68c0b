/**
 * The rows of the Studio's "Reply times" tool: for the month's trip requests, the median and 90th
 * percentile of working hours to a first reply, per specialist and for everyone. Requests still
 * waiting count at their age so far, so a backlog cannot flatter a figure (features/specialists).
 */
import {
  replyFigures,
  type AnsweredRequest,
  type ReplyFigures,
  type ReplyPromise,
} from '../../features/specialists/index.ts';

/** A month's request as the tool reads it from the lake. */
export interface MonthRequest {
  createdAt: string;
  repliedAt?: string | null;
  owner?: string | null;
}

export interface ReplyTimesRow extends ReplyFigures {
  who: string;
  /** Requests still waiting for their first reply. */
  waiting: number;
}

export const EVERYONE = 'All specialists';

/** The first moment of the month `now` falls in (UTC), from which the tool counts. */
export function monthStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

/** One row per specialist, by name, then the row for everyone. */
export function replyTimesRows(
  requests: readonly MonthRequest[],
  now: Date,
  promise: ReplyPromise,
): ReplyTimesRow[] {
  const answered: AnsweredRequest[] = requests.map((request) => ({
    receivedAt: new Date(request.createdAt),
    ...(request.repliedAt ? { repliedAt: new Date(request.repliedAt) } : {}),
    ...(request.owner ? { owner: request.owner } : {}),
  }));
  const { overall, byOwner } = replyFigures(answered, now, promise);
  const waiting = (owner?: string) =>
    answered.filter((request) => !request.repliedAt && (!owner || request.owner === owner)).length;
  const owners = [...byOwner.keys()].sort((a, b) => a.localeCompare(b, 'en-GB'));
  return [
    ...owners.map((owner) => ({
      who: owner,
      ...(byOwner.get(owner) ?? { count: 0 }),
      waiting: waiting(owner),
    })),
    { who: EVERYONE, ...overall, waiting: waiting() },
  ];
}

/** Working hours as an editor reads them: "1.5 h", or "no requests yet". */
export function hoursText(hours: number | undefined): string {
  if (hours === undefined) return 'no requests yet';
  return `${String(Math.round(hours * 10) / 10)} h`;
}
