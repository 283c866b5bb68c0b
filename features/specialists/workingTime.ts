/**
 * Working time as the business keeps it: hours on working days in UK time, never on a UK bank
 * holiday. Pure, and exact across the clocks changing: instants are turned into London's wall
 * clock and back, so "two working hours" means two hours at a desk, wherever the server runs.
 */

export interface WorkingHours {
  /** ISO weekdays the team works, 1 = Monday … 7 = Sunday. */
  days: readonly number[];
  /** Opening and closing times on those days, "09:00" and "17:30", UK time. */
  opens: string;
  closes: string;
  /** Days off besides weekends, as "yyyy-mm-dd": the UK bank holidays the team keeps. */
  holidays: readonly string[];
}

const ZONE = 'Europe/London';
const MINUTE = 60_000;
const DAY = 86_400_000;

const wallClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** London's offset from UTC at an instant, in minutes (0 in winter, 60 in summer). */
function londonOffset(instant: number): number {
  const parts = Object.fromEntries(
    wallClock.formatToParts(new Date(instant)).map((part) => [part.type, part.value]),
  );
  const asUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return Math.round((asUtc - Math.floor(instant / 1000) * 1000) / MINUTE);
}

/** The instant of a London wall-clock time on a date (yyyy-mm-dd, minutes after midnight). */
function londonInstant(date: string, minutes: number): number {
  const naive = Date.parse(`${date}T00:00:00Z`) + minutes * MINUTE;
  // The offset at the naive instant is right except within an hour of a change; ask twice.
  const first = naive - londonOffset(naive) * MINUTE;
  return naive - londonOffset(first) * MINUTE;
}

/** London's calendar date of an instant, yyyy-mm-dd. */
export function londonDate(instant: number): string {
  return new Date(instant + londonOffset(instant) * MINUTE).toISOString().slice(0, 10);
}

function minutesOf(time: string): number {
  const [hours = '0', minutes = '0'] = time.split(':');
  return Number(hours) * 60 + Number(minutes);
}

function isoWeekday(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

function nextDate(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + DAY).toISOString().slice(0, 10);
}

export function isWorkingDay(date: string, hours: WorkingHours): boolean {
  return hours.days.includes(isoWeekday(date)) && !hours.holidays.includes(date);
}

/** Each working day's open spell from the date of `from` on, as [start, end] instants. */
function* workingSpells(from: number, hours: WorkingHours): Generator<[number, number]> {
  let date = londonDate(from);
  const opens = minutesOf(hours.opens);
  const closes = minutesOf(hours.closes);
  if (closes <= opens || hours.days.length === 0) return;
  // A year ahead is far past any promise; it bounds a calendar of nothing but holidays.
  for (let day = 0; day < 400; day++, date = nextDate(date)) {
    if (!isWorkingDay(date, hours)) continue;
    yield [londonInstant(date, opens), londonInstant(date, closes)];
  }
}

/** The instant `workingHours` of working time after `from` (a request on a Saturday starts Monday). */
export function addWorkingHours(from: Date, workingHours: number, hours: WorkingHours): Date {
  let left = workingHours * 60 * MINUTE;
  for (const [start, end] of workingSpells(from.getTime(), hours)) {
    const begin = Math.max(start, from.getTime());
    if (begin >= end) continue;
    if (begin + left <= end) return new Date(begin + left);
    left -= end - begin;
  }
  return new Date(from.getTime() + workingHours * 60 * MINUTE);
}

/** Working time between two instants, in hours (0 when `to` is not after `from`). */
export function workingHoursBetween(from: Date, to: Date, hours: WorkingHours): number {
  let total = 0;
  for (const [start, end] of workingSpells(from.getTime(), hours)) {
    if (start >= to.getTime()) break;
    const begin = Math.max(start, from.getTime());
    const finish = Math.min(end, to.getTime());
    if (finish > begin) total += finish - begin;
  }
  return total / (60 * MINUTE);
}
