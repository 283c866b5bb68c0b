/**
 * Which specialist a page offers ("Speak to Amelia, who has travelled Sri Lanka nine times"):
 * the one who has been most often to a place the page is about; else one who covers its holiday
 * type or region, named with the place they know best. Pure and public: it reads the profiles
 * only, never who is away (that is private), so a request sent to someone away is passed to a
 * colleague when it arrives (routing.ts).
 */

export interface PlaceTravelled {
  place: string;
  visits: number;
  /** The year of their latest visit. */
  lastVisited?: number | null;
}

export interface PublicSpecialist {
  slug: string;
  name: string;
  /** The regions they cover, by title ("Indian Ocean"). */
  regions: readonly string[];
  holidayTypes: readonly string[];
  places: readonly PlaceTravelled[];
}

/** What a page is about: the places it names, its regions and its holiday type. */
export interface PageTopic {
  places: readonly string[];
  regions: readonly string[];
  holidayType?: string;
}

export interface SpecialistMatch<Specialist extends PublicSpecialist> {
  specialist: Specialist;
  /** The place the line names, with their visits. */
  known?: PlaceTravelled;
}

/** "the Maldives" and "Maldives" are one place, whatever the case. */
const bare = (name: string) => name.trim().replace(/^the\s+/i, '');
const same = (a: string, b: string) =>
  bare(a).localeCompare(bare(b), 'en-GB', { sensitivity: 'base' }) === 0;

function bestPlace(specialist: PublicSpecialist, among?: readonly string[]) {
  return [...specialist.places]
    .filter((travelled) => !among || among.some((place) => same(place, travelled.place)))
    .sort((a, b) => b.visits - a.visits)[0];
}

export function specialistFor<Specialist extends PublicSpecialist>(
  team: readonly Specialist[],
  topic: PageTopic,
): SpecialistMatch<Specialist> | undefined {
  const byPlace = team
    .map((specialist) => ({ specialist, known: bestPlace(specialist, topic.places) }))
    .filter((match) => match.known !== undefined)
    .sort((a, b) => (b.known?.visits ?? 0) - (a.known?.visits ?? 0))[0];
  if (byPlace) return byPlace;
  const covers = (specialist: Specialist) =>
    topic.regions.length === 0 ||
    specialist.regions.some((region) => topic.regions.some((wanted) => same(region, wanted)));
  const type = topic.holidayType;
  const chosen =
    (type && team.find((one) => one.holidayTypes.includes(type) && covers(one))) ||
    (type && team.find((one) => one.holidayTypes.includes(type))) ||
    (topic.regions.length > 0 ? team.find(covers) : undefined);
  return chosen ? { specialist: chosen, known: bestPlace(chosen) } : undefined;
}

const SMALL = [
  'never',
  'once',
  'twice',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
] as const;

/** "once", "twice", "nine times", "23 times". */
export function timesInWords(count: number): string {
  if (count <= 2) return SMALL[Math.max(0, count)] ?? 'never';
  return `${SMALL[count] ?? String(count)} times`;
}

export const firstName = (name: string): string => name.trim().split(/\s+/)[0] ?? name;

/** "Speak to Amelia, who has travelled Sri Lanka nine times". */
export function speakToLine({ specialist, known }: SpecialistMatch<PublicSpecialist>): string {
  const who = `Speak to ${firstName(specialist.name)}`;
  if (!known || known.visits < 1) return who;
  return `${who}, who has travelled ${known.place} ${timesInWords(known.visits)}`;
}
