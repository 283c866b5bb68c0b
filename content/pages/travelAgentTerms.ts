import { contact } from '../siteSettings.ts';
import { bullets, section } from '../blocks.ts';
import { page } from './build.ts';

export const travelAgentTerms = page({
  slug: 'booking-conditions-travel-agent',
  kind: 'legal',
  title: 'Booking Conditions: Travel Agent',
  intro: `These conditions apply when ${contact.brandName} acts as a travel agent, arranging travel that another company (the supplier) provides. Your contract for the travel is with the supplier; these conditions cover our service to you.`,
  description: 'Our booking conditions when we act as travel agent for other suppliers.',
  body: [
    ...section(
      '1. Our role',
      'As agent we arrange your booking with the supplier and pass your payments to them. The supplier is responsible for providing your travel arrangements, and their booking conditions apply; we will give you a copy before you book. The lead passenger must be at least 18 years old and is responsible for the whole group’s payments and compliance with the supplier’s terms.',
    ),
    ...section(
      '2. Deposits and payment',
      'The supplier sets the deposit, which we will tell you before you book. The balance is usually due **14 weeks before departure**, or earlier if the supplier requires it. If you pay late, the supplier may cancel your booking and charge cancellation fees, and we may charge a late-payment fee of **£10 per person per day** where we incur costs as a result.',
    ),
    ...section(
      '3. Changes and cancellations',
      'Requests to change or cancel must be made in writing by the lead passenger. The supplier’s change and cancellation charges apply. In addition, we charge an administration fee of **£50 per booking per change**.',
    ),
    ...section(
      '4. Prices',
      'Prices are set by the supplier and may change until your booking is confirmed. After confirmation, any surcharge follows the supplier’s terms.',
    ),
    ...section(
      '5. Financial protection',
      `Where we sell you a flight-inclusive package as agent for another tour operator, that operator’s protection applies. Where we collect your money, it is held in trust with a payment-protection trust provider, membership number **${contact.paymentProtectionMembership}**, until paid to the supplier. Our own air travel licence number is **${contact.aviationLicence}**.`,
    ),
    ...section(
      '6. Our responsibility',
      'We are responsible for making your booking in accordance with your instructions and for passing on accurate information. We are not responsible for the supplier’s performance of your travel arrangements.',
    ),
    ...section(
      '7. Complaints',
      'Please raise any problem with the supplier during your travel. If it cannot be resolved, write to us **within 14 days of your return** and we will take it up with the supplier for you. We will acknowledge your complaint **within 14 days**.',
      bullets(
        'Give your booking reference and the names of those travelling.',
        'Describe what went wrong and what you would like done.',
        'Include any correspondence with the supplier.',
      ),
    ),
    ...section(
      '8. Law',
      'These conditions are governed by the law of England and Wales, and the courts of England and Wales have jurisdiction.',
    ),
  ],
});
