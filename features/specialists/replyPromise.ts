/**
 * The reply the business promises, as site settings set it ("within 2 working hours", in working
 * hours on working days, bank holidays off): when a request received now will be answered, and
 * how to say it to the visitor in UK time ("by 11:00 on Tuesday 29 December").
 */
import { addWorkingHours, londonDate, type WorkingHours } from './workingTime.ts';

export interface ReplyPromise extends WorkingHours {
  /** Working hours within which a first reply is promised. */
  targetHours: number;
}

/**
 * Used until site settings say otherwise: a working day of 9:00 to 17:30, Monday to Friday,
 * and two working hours.
 */
export const DEFAULT_REPLY_PROMISE: ReplyPromise = {
  days: [1, 2, 3, 4, 5],
  opens: '09:00',
  closes: '17:30',
  holidays: [],
  targetHours: 2,
};

/** The reply promise as site settings hold it: any part may be missing. */
export interface StoredReplyPromise {
  workingDays?: readonly number[] | null;
  opens?: string | null;
  closes?: string | null;
  bankHolidays?: readonly string[] | null;
  targetHours?: number | null;
}

/** Settings as the content holds them, made whole. */
export function replyPromiseOf(stored: StoredReplyPromise | null | undefined): ReplyPromise {
  const time = (value: string | null | undefined, fallback: string) =>
    value && /^\d{2}:\d{2}$/.test(value) ? value : fallback;
  return {
    days: stored?.workingDays?.length ? stored.workingDays : DEFAULT_REPLY_PROMISE.days,
    opens: time(stored?.opens, DEFAULT_REPLY_PROMISE.opens),
    closes: time(stored?.closes, DEFAULT_REPLY_PROMISE.closes),
    holidays: stored?.bankHolidays ?? [],
    targetHours:
      stored?.targetHours && stored.targetHours > 0
        ? stored.targetHours
        : DEFAULT_REPLY_PROMISE.targetHours,
  };
}

/** When a request received at `receivedAt` will have its first reply. */
export function replyBy(receivedAt: Date, promise: ReplyPromise): Date {
  return addWorkingHours(receivedAt, promise.targetHours, promise);
}

const clock = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const day = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
});

/** "by 11:30 today", "by 10:00 tomorrow", "by 11:00 on Tuesday 29 December" (UK time). */
export function replyByInWords(by: Date, now: Date): string {
  const time = clock.format(by);
  const date = londonDate(by.getTime());
  if (date === londonDate(now.getTime())) return `by ${time} today`;
  if (date === londonDate(now.getTime() + 86_400_000)) return `by ${time} tomorrow`;
  return `by ${time} on ${day.format(by).replace(',', '')}`;
}

/** The promise as the business puts it: "within 2 working hours", "within 1 working hour". */
export function targetInWords(promise: Pick<ReplyPromise, 'targetHours'>): string {
  const hours = promise.targetHours;
  return `within ${hours} working hour${hours === 1 ? '' : 's'}`;
}
