import { bullets, section } from '../blocks.ts';
import { page } from './build.ts';

export const aboutUs = page({
  slug: 'about-us',
  kind: 'static',
  title: 'About Us',
  intro:
    'Halcyon Vale designs tailor-made luxury holidays for travellers who value time, character and care above all else. We are the elevated offering of an award-winning holiday planning business, and every journey we create is personal.',
  scene: 'granite-cove',
  description: 'Considered luxury, personal service and sustainability-minded travel design.',
  body: [
    ...section(
      'Considered luxury',
      'For us, luxury is not a list of amenities. It is the right room at the right moment: a villa above the reef when the mantas arrive, a planter’s bungalow with a fire lit before you return, a guide who knows when to talk and when to let the view speak. We choose every hotel for its setting, its welcome and its sense of place, and we stay in them ourselves before we recommend them.',
    ),
    ...section(
      'Personal service',
      'One specialist plans your journey from the first conversation to your return, and is there for you throughout. You will never be passed between departments, and you will always speak to someone who has travelled where you are going.',
      bullets(
        'A discovery call to understand how you like to travel',
        'A written proposal with options, not a brochure',
        'Refinement until every detail is right',
        'Support before, during and after your journey',
      ),
    ),
    ...section(
      'Sustainability-minded travel design',
      'We design journeys that give back to the places they visit: longer stays rather than hurried tours, lodges that employ and train local people, private reserves that fund conservation, and guides whose knowledge is their livelihood. We favour direct routes, suggest rail where it is the better way, and tell you honestly where your money goes.',
    ),
    ...section(
      'Protected and accountable',
      'When we sell you a package with flights we act as your tour operator and protect your money under our air travel licence; when we arrange travel with other suppliers we act as their agent. Our [booking conditions](/booking-conditions) explain both, and our [financial protection](/financial-protection) page explains how your payments are kept safe.',
    ),
  ],
});
