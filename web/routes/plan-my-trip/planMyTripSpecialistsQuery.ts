import { defineQuery } from 'groq';
import { specialistOrder, specialistProjection } from '../../data/queries/specialistFragments.ts';

/** The specialists, to offer the page's own (features/specialists/speakTo.ts). */
export const planMyTripSpecialistsQuery = defineQuery(
  `*[_type == "specialistProfile" && defined(slug.current)] | ${specialistOrder}${specialistProjection}`,
);

/** The specialist a request went to, as the thanks page shows them. */
export const specialistProfileQuery = defineQuery(
  `*[_type == "specialistProfile" && _id == $id][0]{name, "slug": slug.current, portrait, oneLine}`,
);
