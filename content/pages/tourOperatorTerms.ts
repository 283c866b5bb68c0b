import { contact } from '../siteSettings.ts';
import { bullets, section } from '../blocks.ts';
import { page } from './build.ts';

export const tourOperatorTerms = page({
  slug: 'booking-conditions-tour-operator',
  kind: 'legal',
  title: 'Booking Conditions: Tour Operator',
  intro: `These conditions apply when ${contact.brandName} acts as the tour operator (principal) of your holiday. Please read them carefully: they form the basis of your contract with us.`,
  description: 'Our booking conditions when we act as tour operator and principal of your holiday.',
  body: [
    ...section(
      '1. Your contract',
      'The person who makes the booking is the lead name (lead passenger). They must be at least 18 years old, and confirm that they have the authority of everyone in the group to accept these conditions. If the lead passenger is under 18, we may cancel the booking. The lead passenger is responsible for all payments and for the group’s compliance with these conditions, and is the only person who may request changes or cancellation.',
      'Your contract becomes binding once we have received your deposit and sent you our written confirmation.',
    ),
    ...section(
      '2. Deposits',
      bullets(
        'Standard packages: a deposit of **£150 per person**.',
        'Tailor-made holidays: a deposit of **20% of the total price**.',
      ),
      'Some arrangements, such as certain flights, must be paid in full at the time of booking; we will tell you before you book.',
    ),
    ...section(
      '3. Paying the balance',
      'The balance is due **14 weeks before departure**. If the balance is paid late, we may charge a late-payment fee of **£10 per person per day**, or cancel your booking and apply the cancellation charges below. Bookings made within 14 weeks of departure must be paid in full at the time of booking.',
    ),
    ...section(
      '4. If you change your booking',
      'Requests to change a confirmed booking must be made in writing by the lead passenger. We will do our best to help, and charge an administration fee of **£50 per booking per change**, plus any costs our suppliers charge us.',
    ),
    ...section(
      '5. If you cancel',
      'You may cancel at any time by writing to us; the lead passenger must make the request. Cancellation charges depend on how long before departure we receive your notice:',
      bullets(
        'More than 60 days before departure: loss of deposit',
        '30 to 60 days before departure: 75% of the total price',
        '15 to 29 days before departure: 90% of the total price',
        '14 days or less before departure: 100% of the total price',
      ),
      'Where the deposit is greater than the percentage charge, the cancellation charge will be the deposit.',
    ),
    ...section(
      '6. Changes to the price',
      'Once your booking is confirmed, we will only change its price to reflect changes in transport costs, taxes or exchange rates. There will be no price changes within **20 days of departure**. We will absorb any increase of up to **2%** of the holiday price. If an increase would be more than **8%**, you may accept it, accept an alternative holiday, or cancel and receive a full refund of everything you have paid to us.',
    ),
    ...section(
      '7. If we change or cancel your holiday',
      'Occasionally we must change arrangements. A minor change, such as a change of flight time of **under 12 hours** or a change to a hotel of a similar standard, does not entitle you to compensation. For a significant change, you may accept it, accept an alternative or cancel for a full refund.',
      'We aim never to cancel your holiday within **6 weeks of departure**, except for reasons beyond our control or because of your failure to pay. If we do cancel for other reasons, we will refund everything you have paid to us.',
    ),
    ...section(
      '8. Financial protection',
      `Packages including a flight are protected under the air travel licence scheme of the UK Civil Aviation Authority, licence number **${contact.aviationLicence}**. Other payments are protected by a trust account with a payment-protection trust provider, membership number **${contact.paymentProtectionMembership}**.`,
    ),
    ...section(
      '9. Our responsibility',
      'We are responsible for the proper performance of the arrangements we have agreed to provide. We are not responsible for events beyond our control or for failures caused by you or by a third party unconnected with your holiday. Our liability is limited as permitted by the international conventions that govern air, sea and rail travel.',
    ),
    ...section(
      '10. Complaints',
      'If something goes wrong during your holiday, tell our local representative or supplier straight away so that they can put it right. If it cannot be resolved, write to us **within 14 days of your return**. We will acknowledge your complaint **within 14 days** and aim to resolve it as quickly as possible.',
    ),
    ...section(
      '11. Your account and security',
      'If you manage your booking through an online account, keep your password secret. We recommend changing your password **every 6 months**. We may ask you to verify your identity with government ID before releasing booking information.',
    ),
    ...section(
      '12. Law',
      'These conditions are governed by the law of England and Wales, and the courts of England and Wales have jurisdiction.',
    ),
  ],
});
