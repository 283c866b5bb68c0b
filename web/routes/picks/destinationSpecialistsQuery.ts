import { defineQuery } from 'groq';
import { specialistOrder, specialistProjection } from '../../data/queries/specialistFragments.ts';

/** The specialists, to offer the page's own (features/specialists/speakTo.ts). */
export const destinationSpecialistsQuery = defineQuery(
  `*[_type == "specialistProfile" && defined(slug.current)] | ${specialistOrder}${specialistProjection}`,
);
