import { contact } from '../siteSettings.ts';
import { bullets, section } from '../blocks.ts';
import { page } from './build.ts';

export const financialProtection = page({
  slug: 'financial-protection',
  kind: 'static',
  title: 'Financial Protection',
  intro:
    'Every payment you make to us is protected. This page explains how, and what it means for you if the unexpected happens.',
  description: 'How your payments are protected by a trust account and our air travel licence.',
  body: [
    ...section(
      'Your money is held in trust',
      `Payments for holidays that do not include a flight are protected by a trust account arrangement with an independent payment-protection trust provider. Your money is paid into a trust account and is released to us only after you have returned from your holiday, or to the suppliers who provide it. Our membership number is **${contact.paymentProtectionMembership}**.`,
      'If we were to cease trading before or during your holiday, the trustees would refund your payments for arrangements that have not yet taken place, or arrange for your holiday to continue where that is possible.',
    ),
    ...section(
      'Holidays with flights',
      `The air holiday packages we sell are protected under the air travel licence scheme of the UK Civil Aviation Authority. Our licence number is **${contact.aviationLicence}**. When you book a package that includes a flight, you will receive a certificate confirming your protection.`,
    ),
    ...section(
      'What this means for you',
      bullets(
        'Your payments are never at risk from our business failing.',
        'You will be refunded, or brought home, if a protected holiday cannot go ahead for that reason.',
        'You can check our membership and licence numbers with the providers at any time.',
      ),
      'For full details of how each kind of booking is protected, please read our [booking conditions](/booking-conditions).',
    ),
  ],
});
