/**
 * How the promise is kept: for a month's requests, the median and 90th percentile of the working
 * hours to a first reply, per specialist and overall; and whether a request waiting now is
 * overdue. Requests not yet answered count at their age so far, so a backlog cannot flatter the
 * figures.
 */
import type { ReplyPromise } from './replyPromise.ts';
import { replyBy } from './replyPromise.ts';
import { workingHoursBetween } from './workingTime.ts';

export interface AnsweredRequest {
  owner?: string;
  receivedAt: Date;
  /** When the first reply went; absent while the request waits. */
  repliedAt?: Date;
}

export interface ReplyFigures {
  count: number;
  /** Working hours; undefined when there is nothing to measure. */
  median?: number;
  p90?: number;
}

/** The nearest-rank percentile of sorted values (p in 0–100). */
export function percentile(sorted: readonly number[], p: number): number | undefined {
  if (sorted.length === 0) return undefined;
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[Math.min(rank, sorted.length) - 1];
}

export function replyHours(request: AnsweredRequest, now: Date, promise: ReplyPromise): number {
  return workingHoursBetween(request.receivedAt, request.repliedAt ?? now, promise);
}

export function figuresOf(hours: readonly number[]): ReplyFigures {
  const sorted = [...hours].sort((a, b) => a - b);
  return { count: sorted.length, median: percentile(sorted, 50), p90: percentile(sorted, 90) };
}

/** The figures overall and for each owner, in working hours. */
export function replyFigures(
  requests: readonly AnsweredRequest[],
  now: Date,
  promise: ReplyPromise,
): { overall: ReplyFigures; byOwner: Map<string, ReplyFigures> } {
  const hours = requests.map((request) => ({
    owner: request.owner,
    hours: replyHours(request, now, promise),
  }));
  const owners = new Map<string, number[]>();
  for (const { owner, hours: spent } of hours) {
    if (!owner) continue;
    owners.set(owner, [...(owners.get(owner) ?? []), spent]);
  }
  return {
    overall: figuresOf(hours.map(({ hours: spent }) => spent)),
    byOwner: new Map([...owners].map(([owner, spent]) => [owner, figuresOf(spent)])),
  };
}

/** Whether a request still waiting has passed the promised time. */
export function isOverdue(request: AnsweredRequest, now: Date, promise: ReplyPromise): boolean {
  return !request.repliedAt && now.getTime() > replyBy(request.receivedAt, promise).getTime();
}
