import '../styles/specialistAside.css';
import { Link } from 'react-router';
import { ContentImage } from './ContentImage.tsx';
import {
  firstName,
  type PageTopic,
  speakToLine,
  specialistFor,
} from '../../features/specialists/index.ts';
import type { SpecialistProfile } from '../data/queries/specialistFragments.ts';

interface SpecialistAsideProps {
  team: readonly SpecialistProfile[];
  topic: PageTopic;
  /** The place the page is about, so the request arrives with it named. */
  place?: string;
}

/** The address of the trip-request form, addressed to one specialist. */
export function requestToSpecialist(slug: string, place?: string): string {
  const query = new URLSearchParams({ specialist: slug });
  if (place) query.set('place', place);
  return `/plan-my-trip?${query.toString()}`;
}

/**
 * "Speak to Amelia, who has travelled Sri Lanka nine times": the specialist for the page, linked
 * to their page, with a way to send them a trip request. Plain links, so it works before (and
 * without) the scripts.
 */
export function SpecialistAside({ team, topic, place }: SpecialistAsideProps) {
  const match = specialistFor(team, topic);
  if (!match) return null;
  const { specialist } = match;
  const slug = specialist.slug ?? '';
  return (
    <section className="specialist-aside" aria-label="Your specialist">
      <ContentImage
        image={specialist.portrait}
        width={96}
        aspectRatio={1}
        sizes="96px"
        className="specialist-aside__portrait"
      />
      <div>
        <p className="specialist-aside__line">
          <Link to={`/specialists/${slug}`}>{speakToLine(match)}</Link>
        </p>
        {specialist.oneLine && <p className="specialist-aside__note">{specialist.oneLine}</p>}
        <p>
          <Link className="specialist-aside__request" to={requestToSpecialist(slug, place)}>
            Send {firstName(specialist.name ?? '')} a trip request
          </Link>
        </p>
      </div>
    </section>
  );
}
