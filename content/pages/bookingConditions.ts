import { section } from '../blocks.ts';
import { page } from './build.ts';

export const bookingConditions = page({
  slug: 'booking-conditions',
  kind: 'legal',
  title: 'Booking Conditions',
  intro:
    'Depending on what you book, we act either as your tour operator or as a travel agent for other suppliers. The terms that apply to your booking depend on which, and both are set out in full below.',
  description:
    'Whether we act as tour operator or travel agent, and which booking conditions apply.',
  body: [
    ...section(
      'When we act as tour operator',
      'When we put together and sell you a package holiday, for example flights and hotels combined into one trip at one price, we are the principal: we are responsible for the whole package and your money is protected under our air travel licence or trust account. Read our [booking conditions when we act as tour operator](/booking-conditions-tour-operator).',
    ),
    ...section(
      'When we act as travel agent',
      'When we book arrangements that another company provides and is responsible for, such as a cruise, a hotel-only stay from a partner, or a package from another tour operator, we act as their agent. Your contract is with that supplier and its terms apply, alongside ours. Read our [booking conditions when we act as travel agent](/booking-conditions-travel-agent).',
    ),
    ...section(
      'How to tell which applies',
      'Your confirmation invoice always states whether we are acting as tour operator or as agent, and for whom. If you are unsure, please ask us before you book.',
    ),
  ],
});
