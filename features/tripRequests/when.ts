/**
 * When: the dates, months, seasons or holidays a visitor names, read against today. Seasons are
 * the UK's (summer is June to August), dates are read the British way (3/4/2027 is 3 April), and
 * a vague wish ("sometime next year") stays below the confidence that acts without a person.
 */
import { en } from 'chrono-node';
import { easterSunday } from './easter.ts';
import { clampConfidence, COUNT, countValue } from './text.ts';
import type { ExtractedField, TravelWhen } from './types.ts';

const DAY = 86_400_000;

function iso(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function utc(year: number, month: number, day: number): Date {
  return new Date(Date.UTC(year, month - 1, day));
}

function lastDay(year: number, month: number): number {
  return utc(year, month + 1, 0).getUTCDate();
}

/** The months from the first day to the last, in order of travel (December then January). */
function monthsBetween(from: Date, to: Date): number[] {
  const months: number[] = [];
  let year = from.getUTCFullYear();
  let month = from.getUTCMonth() + 1;
  while (
    year < to.getUTCFullYear() ||
    (year === to.getUTCFullYear() && month <= to.getUTCMonth() + 1)
  ) {
    months.push(month);
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
    if (months.length > 24) break;
  }
  return months;
}

interface Reading {
  when: TravelWhen;
  confidence: number;
  evidence: string;
  /** Higher wins: a date says more than a month, a month more than a season. */
  rank: number;
  start: number;
  end: number;
}

function windowReading(
  from: Date,
  to: Date,
  confidence: number,
  evidence: string,
  rank: number,
  start: number,
): Reading {
  return {
    when: { from: iso(from), to: iso(to), months: monthsBetween(from, to) },
    confidence,
    evidence,
    rank,
    start,
    end: start + evidence.length,
  };
}

const MONTHS: Record<string, number> = {
  january: 1,
  jan: 1,
  february: 2,
  feb: 2,
  march: 3,
  mar: 3,
  april: 4,
  apr: 4,
  may: 5,
  june: 6,
  jun: 6,
  july: 7,
  jul: 7,
  august: 8,
  aug: 8,
  september: 9,
  sept: 9,
  sep: 9,
  october: 10,
  oct: 10,
  november: 11,
  nov: 11,
  december: 12,
  dec: 12,
};

const MONTH_WORD = `(?:${Object.keys(MONTHS).join('|')})`;

/**
 * The first year, from today on, in which a month can still be travelled. The current month
 * counts as next year's: a request written in late November for "November" is most likely
 * for the next one, but not surely, so the confidence says so.
 */
function yearOfMonth(month: number, today: Date): { year: number; sure: boolean } {
  const current = today.getUTCMonth() + 1;
  if (month > current) return { year: today.getUTCFullYear(), sure: true };
  return { year: today.getUTCFullYear() + 1, sure: month !== current };
}

function monthReadings(text: string, today: Date, taken: (start: number) => boolean): Reading[] {
  const readings: Reading[] = [];
  const pattern = new RegExp(
    `\\b(?:(early|beginning of|start of|mid|middle of|late|end of)[- ]+(?:the\\s+)?)?(${MONTH_WORD})\\b\\.?(?:\\s+(20\\d\\d))?`,
    'gi',
  );
  for (const match of text.matchAll(pattern)) {
    const word = (match[2] ?? '').toLowerCase();
    const start = match.index;
    if (taken(start + match[0].length - 1)) continue;
    if (word === 'may' || word === 'mar' || word === 'jun' || word === 'sep') {
      // "we may go" and "mar" are words too: a month only when it reads as one.
      const before = text.slice(Math.max(0, start - 12), start).toLowerCase();
      const after = text.slice(start + match[0].length, start + match[0].length + 12).toLowerCase();
      const monthLike =
        /(?:\bin|\bearly|\bmid|\blate|\bof|\bthis|\bnext|\bor|\band|\bto|\buntil|\bduring|\bfrom|[,/-])\s*$/.test(
          before,
        ) ||
        /^\s*(?:20\d\d|half|or\b|and\b|[,/-]|\d)/.test(after) ||
        match[1] !== undefined ||
        match[3] !== undefined;
      if (!monthLike) continue;
    }
    const month = MONTHS[word];
    if (month === undefined) continue;
    const given = match[3] ? Number(match[3]) : undefined;
    const { year, sure } = given ? { year: given, sure: true } : yearOfMonth(month, today);
    let firstDay = 1;
    let final = lastDay(year, month);
    const part = match[1]?.toLowerCase();
    if (part === 'early' || part === 'beginning of' || part === 'start of') final = 10;
    else if (part === 'mid' || part === 'middle of') {
      firstDay = 10;
      final = 20;
    } else if (part === 'late' || part === 'end of') firstDay = 20;
    readings.push({
      when: {
        from: iso(utc(year, month, firstDay)),
        to: iso(utc(year, month, final)),
        months: [month],
      },
      confidence: sure ? 0.9 : 0.6,
      evidence: match[0],
      rank: 3,
      start,
      end: start + match[0].length,
    });
  }
  return readings;
}

const SEASONS: Record<string, number> = { spring: 3, summer: 6, autumn: 9, fall: 9, winter: 12 };

/** The UK season (three months from `first`) that a qualifier points to, from today. */
function seasonReading(
  first: number,
  qualifier: string | undefined,
  today: Date,
): { from: Date; to: Date; sure: boolean } {
  const year = today.getUTCFullYear();
  const month = today.getUTCMonth() + 1;
  // The season's start in the year whose season contains or follows today.
  const startYear = first === 12 && month <= 2 ? year - 1 : year;
  let from = utc(startYear, first, 1);
  const endOf = (start: Date) => utc(start.getUTCFullYear(), start.getUTCMonth() + 4, 0);
  const inSeason = today >= from && today <= endOf(from);
  if (!inSeason && endOf(from) < today) from = utc(startYear + 1, first, 1);
  let sure = true;
  if (inSeason) {
    if (qualifier === 'next') from = utc(startYear + 1, first, 1);
    else if (qualifier !== 'this') sure = false;
  } else if (qualifier === 'next' && from.getTime() - today.getTime() < 60 * DAY) {
    // "Next winter", said days before it, may mean the coming one or the one after.
    sure = false;
  }
  return { from, to: endOf(from), sure };
}

function seasonReadings(text: string, today: Date): Reading[] {
  const readings: Reading[] = [];
  const pattern =
    /\b(?:(this|next|coming|the coming)\s+)?(spring|summer|autumn|fall|winter)(?:\s+(20\d\d))?(\s+(?:school\s+)?holidays?|\s+hols|\s+sun)?\b/gi;
  for (const match of text.matchAll(pattern)) {
    const name = (match[2] ?? '').toLowerCase();
    if (name === 'fall' && !match[1] && !match[3]) continue;
    const first = SEASONS[name];
    if (first === undefined) continue;
    const qualifier = match[1]
      ?.toLowerCase()
      .replace('the coming', 'this')
      .replace('coming', 'this');
    let { from, to, sure } = seasonReading(first, qualifier, today);
    if (match[3]) {
      from = utc(Number(match[3]), first, 1);
      to = utc(Number(match[3]), first + 3, 0);
      sure = true;
    }
    if (name === 'summer' && match[4] && /hol/i.test(match[4])) {
      // The school summer holidays: late July to the end of August.
      from = utc(from.getUTCFullYear(), 7, 20);
      to = utc(from.getUTCFullYear(), 8, 31);
    }
    readings.push(windowReading(from, to, sure ? 0.85 : 0.6, match[0], 2, match.index));
  }
  return readings;
}

function holidayReadings(text: string, today: Date): Reading[] {
  const readings: Reading[] = [];
  for (const match of text.matchAll(
    /\b(?:(this|next)\s+)?easter(\s+(?:school\s+)?holidays?|\s+hols)?\b/gi,
  )) {
    let easter = easterSunday(today.getUTCFullYear());
    if (easter < today) easter = easterSunday(today.getUTCFullYear() + 1);
    // The fortnight around Easter Sunday, close to the English school holidays.
    const from = new Date(easter.getTime() - 7 * DAY);
    const to = new Date(easter.getTime() + 7 * DAY);
    readings.push(windowReading(from, to, 0.85, match[0], 4, match.index));
  }
  const newYear = /\b(?:in|after|early in|early)\s+the\s+new\s+year\b/i.exec(text);
  if (newYear) {
    // "Sometime in the new year": early next year, not New Year's Eve; a person narrows it.
    const year = today.getUTCFullYear() + (today.getUTCMonth() >= 9 ? 1 : 0);
    readings.push({
      when: { from: iso(utc(year, 1, 1)), to: iso(utc(year, 1, 31)), months: [1] },
      confidence: 0.6,
      evidence: newYear[0],
      rank: 4,
      start: newYear.index,
      end: newYear.index + newYear[0].length,
    });
  }
  const christmas =
    /\b(christmas|xmas|x-mas|new years?(?:'s)?(?: eve)?|hogmanay|festive (?:season|period))\b/gi;
  const found = [...text.matchAll(christmas)].filter(
    (match) =>
      !newYear || match.index < newYear.index || match.index >= newYear.index + newYear[0].length,
  );
  if (found.length > 0) {
    const year =
      today.getUTCMonth() === 11 && today.getUTCDate() > 27
        ? today.getUTCFullYear() + 1
        : today.getUTCFullYear();
    const hasChristmas = found.some((match) => /christ|xmas|x-mas|festive/i.test(match[0]));
    const hasNewYear = found.some((match) => /new year|hogmanay/i.test(match[0]));
    const from = hasChristmas ? utc(year, 12, 20) : utc(year, 12, 28);
    const to = hasNewYear ? utc(year + 1, 1, 4) : utc(year, 12, 31);
    const [first] = found as [RegExpExecArray];
    const last = found.at(-1) ?? first;
    readings.push(
      windowReading(
        from,
        to,
        0.85,
        text.slice(first.index, last.index + last[0].length),
        4,
        first.index,
      ),
    );
  }
  for (const match of text.matchAll(
    /\b(?:(feb(?:ruary)?|may|oct(?:ober)?|summer)\s+)?half[- ]term\b/gi,
  )) {
    const which = match[1]?.toLowerCase().slice(0, 3);
    // The English half terms: mid February, the end of May, the end of October.
    const terms: Record<'feb' | 'may' | 'oct', [number, number, number, number]> = {
      feb: [2, 13, 2, 22],
      may: [5, 23, 5, 31],
      oct: [10, 23, 11, 1],
    };
    let key: keyof typeof terms | undefined =
      which === 'feb' || which === 'may' || which === 'oct' ? which : undefined;
    let sure = key !== undefined;
    let year = today.getUTCFullYear();
    if (!key) {
      // The next half term from today.
      const upcoming = (['feb', 'may', 'oct'] as const).find(
        (name) => utc(year, terms[name][0], terms[name][1]) > today,
      );
      key = upcoming ?? 'feb';
      if (!upcoming) year += 1;
      sure = false;
    }
    const [fromMonth, fromDay, toMonth, toDay] = terms[key];
    if (utc(year, fromMonth, fromDay) < today) year += 1;
    readings.push(
      windowReading(
        utc(year, fromMonth, fromDay),
        utc(year, toMonth, toDay),
        sure ? 0.8 : 0.6,
        match[0],
        4,
        match.index,
      ),
    );
  }
  return readings;
}

/** "In about six weeks", "in 3 months": a date counted from today, never exact. */
function relativeReadings(text: string, today: Date): Reading[] {
  const readings: Reading[] = [];
  const pattern = new RegExp(
    `\\b(?:in|within)\\s+(?:(?:about|around|roughly|approx(?:imately)?\\.?|maybe|say)\\s+)?(${COUNT}|a few|a couple of)\\s+(days?|weeks?|months?)(?:'?\\s*time)?\\b`,
    'gi',
  );
  for (const match of text.matchAll(pattern)) {
    const raw = (match[1] ?? '').toLowerCase();
    const count = raw === 'a few' ? 3 : raw === 'a couple of' ? 2 : countValue(raw);
    if (count === undefined) continue;
    const unit = (match[2] ?? '').toLowerCase();
    const date = unit.startsWith('day')
      ? new Date(today.getTime() + count * DAY)
      : unit.startsWith('week')
        ? new Date(today.getTime() + count * 7 * DAY)
        : utc(today.getUTCFullYear(), today.getUTCMonth() + 1 + count, today.getUTCDate());
    readings.push({
      when: { from: iso(date), months: [date.getUTCMonth() + 1] },
      // Approximate by nature: a person confirms the dates.
      confidence: 0.7,
      evidence: match[0],
      rank: 3,
      start: match.index,
      end: match.index + match[0].length,
    });
  }
  return readings;
}

/** Whole dates ("3/4/2027", "14th Feb", "from the 3rd to the 17th of April") through chrono. */
function dateReadings(text: string, today: Date): Reading[] {
  const readings: Reading[] = [];
  const reference = utc(today.getUTCFullYear(), today.getUTCMonth() + 1, today.getUTCDate());
  const results = en.GB.parse(text, { instant: reference, timezone: 0 }, { forwardDate: true });
  for (const result of results) {
    // Durations ("for 2 weeks") and relative phrases are read by the other rules.
    if (
      /^(?:for|in|within|next|this|last)\b/i.test(result.text) ||
      /\b(?:week|day|month|year)s?\b/i.test(result.text)
    )
      continue;
    // "Mid October 2 weeks" is a month and a length, not 2 October; "end of November" a part
    // of a month, read by the month rule.
    const after = text.slice(
      result.index + result.text.length,
      result.index + result.text.length + 12,
    );
    const before = text.slice(Math.max(0, result.index - 14), result.index);
    if (/^\s*(?:weeks?|wks?|nights?|days?|x\b|adults?|kids?|children|people)/i.test(after))
      continue;
    if (
      /\b(?:end|beginning|start|middle)\s+of\s*(?:the\s+)?$|\b(?:early|mid|late)[\s-]*$/i.test(
        before,
      )
    )
      continue;
    if (/^(?:end|beginning|start|middle|early|mid|late)\b/i.test(result.text)) continue;
    if (!result.start.isCertain('day') || !result.start.isCertain('month')) continue;
    const from = result.start.date();
    const when: TravelWhen = { from: iso(from), months: [from.getUTCMonth() + 1] };
    if (result.end) {
      const to = result.end.date();
      when.to = iso(to);
      when.months = monthsBetween(from, to);
    }
    let evidence = result.text;
    if (!result.end) {
      // "The 2nd of April and back on the 16th": a return day with no month is the same month's.
      const tail = text.slice(
        result.index + result.text.length,
        result.index + result.text.length + 40,
      );
      const back =
        /^[^.!?]*?\b(?:back|return(?:ing)?|home|until|till|to|-)\s+(?:on\s+)?(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)\b(?!\s*(?:of\s+)?[a-z]{3})/i.exec(
          tail,
        );
      const day = back ? Number(back[1]) : 0;
      if (back && day >= 1 && day <= 31) {
        const sameMonth = utc(from.getUTCFullYear(), from.getUTCMonth() + 1, day);
        const to =
          day > from.getUTCDate()
            ? sameMonth
            : utc(from.getUTCFullYear(), from.getUTCMonth() + 2, day);
        when.to = iso(to);
        when.months = monthsBetween(from, to);
        evidence = text.slice(result.index, result.index + result.text.length + back[0].length);
      }
    }
    readings.push({
      when,
      confidence: from < reference ? 0.5 : 0.9,
      evidence,
      rank: 5,
      start: result.index,
      end: result.index + evidence.length,
    });
  }
  // Two single dates, in order and not far apart, are the outward and return days.
  const singles = readings.filter((reading) => !reading.when.to);
  if (singles.length === 2 && readings.length === 2) {
    const [first, second] = singles as [Reading, Reading];
    const out = first.when.from ?? '';
    const back = second.when.from ?? '';
    const gap = (Date.parse(back) - Date.parse(out)) / DAY;
    if (gap > 0 && gap <= 60) {
      return [
        {
          when: {
            from: out,
            to: back,
            months: monthsBetween(new Date(out), new Date(back)),
          },
          confidence: Math.min(first.confidence, second.confidence) - 0.05,
          evidence: `${first.evidence} … ${second.evidence}`,
          rank: 5,
          start: first.start,
          end: second.end,
        },
      ];
    }
  }
  return readings;
}

/** A bare year ("in 2027", "sometime next year"): true but too loose to act on alone. */
function yearReadings(text: string, today: Date): Reading[] {
  const readings: Reading[] = [];
  const sameTime = /\b(?:this|around this|about this) time next year\b/i.exec(text);
  if (sameTime) {
    // "This time next year": today's month, a year on; close, but a person confirms.
    const month = today.getUTCMonth() + 1;
    const year = today.getUTCFullYear() + 1;
    readings.push({
      when: {
        from: iso(utc(year, month, 1)),
        to: iso(utc(year, month, lastDay(year, month))),
        months: [month],
      },
      confidence: 0.65,
      evidence: sameTime[0],
      rank: 3,
      start: sameTime.index,
      end: sameTime.index + sameTime[0].length,
    });
  }
  for (const match of text.matchAll(/\b(?:(?:in|during|for)\s+(20\d\d)|(next year))\b/gi)) {
    if (
      sameTime &&
      match.index >= sameTime.index &&
      match.index < sameTime.index + sameTime[0].length
    )
      continue;
    const year = match[1] ? Number(match[1]) : today.getUTCFullYear() + 1;
    readings.push(windowReading(utc(year, 1, 1), utc(year, 12, 31), 0.5, match[0], 1, match.index));
  }
  return readings;
}

/** The reading of when, and whether it rests on whole dates out and back (which give a length). */
export interface WhenReading {
  field: ExtractedField<TravelWhen>;
  datedStay: boolean;
}

export function readWhen(text: string, today: Date): WhenReading | undefined {
  const dates = dateReadings(text, today);
  const inDate = (position: number) =>
    dates.some((date) => position >= date.start && position < date.end);
  const holidays = holidayReadings(text, today);
  const inHoliday = (position: number) =>
    holidays.some((reading) => position >= reading.start && position < reading.end);
  const readings = [
    ...dates,
    ...holidays,
    ...monthReadings(text, today, (position) => inDate(position) || inHoliday(position)),
    ...seasonReadings(text, today),
    ...relativeReadings(text, today),
    ...yearReadings(text, today).filter((reading) => !inDate(reading.start)),
  ];
  if (readings.length === 0) return undefined;
  const best = Math.max(...readings.map((reading) => reading.rank));
  const chosen = readings
    .filter((reading) => reading.rank === best)
    .sort((a, b) => a.start - b.start);
  const others = readings.filter((reading) => reading.rank !== best);
  if (chosen.length === 1) {
    const [only] = chosen as [Reading];
    // A second, different kind of time ("March, or maybe the summer") leaves room for doubt.
    const doubt = others.some((other) => other.rank >= 2 && !sameMonths(other.when, only.when))
      ? 0.2
      : 0;
    return {
      field: {
        value: only.when,
        confidence: clampConfidence(only.confidence - doubt),
        evidence: only.evidence,
      },
      datedStay: only.rank === 5 && only.when.to !== undefined,
    };
  }
  // Several of one kind, e.g. "March or April": the window that holds them all.
  const froms = chosen
    .map((reading) => reading.when.from)
    .filter((from): from is string => !!from)
    .sort();
  const tos = chosen
    .map((reading) => reading.when.to ?? reading.when.from)
    .filter((to): to is string => !!to)
    .sort();
  const months = [...new Set(chosen.flatMap((reading) => reading.when.months ?? []))];
  const when: TravelWhen = { months };
  if (froms[0]) when.from = froms[0];
  const lastTo = tos[tos.length - 1];
  if (lastTo) when.to = lastTo;
  const spread = froms[0] && lastTo ? (Date.parse(lastTo) - Date.parse(froms[0])) / DAY : 0;
  const confidence =
    Math.min(...chosen.map((reading) => reading.confidence)) - (spread > 100 ? 0.3 : 0.05);
  return {
    field: {
      value: when,
      confidence: clampConfidence(confidence),
      evidence: chosen.map((reading) => reading.evidence).join('; '),
    },
    datedStay: false,
  };
}

function sameMonths(a: TravelWhen, b: TravelWhen): boolean {
  const left = a.months ?? [];
  return left.length > 0 && left.every((month) => (b.months ?? []).includes(month));
}
