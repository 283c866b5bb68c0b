/**
 * When to go: a destination's best months, and a journey's, which are its own when an editor
 * set them, else those its destinations share (any of theirs when they share none).
 */
import { isMonthNumber, type MonthNumber } from '../../shared/months.ts';
import { sharesLocation } from './locationMatch.ts';

export interface WhenToGo {
  months: MonthNumber[];
  note: string | null;
}

/** Valid months, once each, in calendar order. */
export const monthsOf = (months: readonly number[] | null | undefined): MonthNumber[] =>
  [...new Set((months ?? []).filter(isMonthNumber))].sort((a, b) => a - b);

/** Months every destination shares; when they share none, any of them. */
export function inheritedMonths(
  destinations: readonly { months: readonly MonthNumber[] }[],
): MonthNumber[] {
  const known = destinations.filter((destination) => destination.months.length > 0);
  if (known.length === 0) return [];
  const [first, ...rest] = known;
  const shared = (first?.months ?? []).filter((month) =>
    rest.every((other) => other.months.includes(month)),
  );
  return shared.length > 0 ? shared : monthsOf(known.flatMap((destination) => destination.months));
}

interface PlaceWhen {
  title?: string | null;
  locations?: readonly string[] | null;
  whenToGo?: { months?: number[] | null; note?: string | null } | null;
}

/** A journey's months and why: its own, else its destinations' (their note when only one). */
export function journeyWhenToGo(
  journey: { tags?: readonly string[] | null; whenToGo?: PlaceWhen['whenToGo'] },
  destinations: readonly PlaceWhen[],
): WhenToGo {
  const own = monthsOf(journey.whenToGo?.months);
  if (own.length > 0) return { months: own, note: journey.whenToGo?.note || null };
  const visited = destinations.filter((destination) =>
    sharesLocation(journey.tags, [destination.title, ...(destination.locations ?? [])]),
  );
  const months = inheritedMonths(
    visited.map((destination) => ({ months: monthsOf(destination.whenToGo?.months) })),
  );
  const note = visited.length === 1 ? visited[0]?.whenToGo?.note || null : null;
  return { months, note };
}
