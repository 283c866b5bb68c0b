import { contact } from '../siteSettings.ts';
import { bullets, section } from '../blocks.ts';
import { page } from './build.ts';

export const privacyPolicy = page({
  slug: 'privacy-policy',
  kind: 'legal',
  title: 'Privacy & Cookies Policy',
  lastUpdated: '2025-04-19',
  lastUpdatedLabel: '19 April 2025',
  intro:
    'This policy explains what personal data we collect when you use our website or book a holiday with us, why we collect it, how we look after it and the choices you have.',
  description: 'How we collect, use and protect your personal data, and how we use cookies.',
  body: [
    ...section(
      '1. Who we are',
      `${contact.brandName} designs and sells tailor-made holidays. We are the controller of the personal data described in this policy. You can contact us about your data by e-mail at [${contact.email}](mailto:${contact.email}) or by telephone on ${contact.phone}.`,
    ),
    ...section(
      '2. The data we collect',
      bullets(
        'Identity and contact details: your name, e-mail address, telephone number and postal address.',
        'Travel details: dates, destinations, preferences, passport details and the names of those travelling with you.',
        'Special category data you choose to share, such as dietary or medical requirements, used only to arrange your holiday.',
        'Payment records: the amounts and dates of payments. We do not store full card details.',
        'Technical data: your device, browser and how you use our website, collected through cookies, and anonymous measurements of how quickly our pages load (section 12).',
      ),
    ),
    ...section(
      '3. How we collect your data',
      'You give us most of your data directly: when you fill in an enquiry or callback form, book a discovery call, call, write or chat with us, or send us a voice, video or text message describing the trip you would like. We also receive data from suppliers when they confirm arrangements, and technical data from cookies when you browse our site.',
    ),
    ...section(
      '4. Why we use your data',
      bullets(
        'To respond to your enquiries and design and book your holiday (performance of a contract).',
        'To meet our legal and regulatory obligations, including financial protection and tax records (legal obligation).',
        'To improve our website and services and keep them secure (legitimate interests).',
        'To send you news and offers, where you have agreed (consent).',
      ),
    ),
    ...section(
      '5. Sharing your data',
      'We share your data only where needed to arrange your holiday or where the law requires it: with hotels, airlines, ground handlers and other suppliers; with travel agents who receive forwarded trip requests; with our payment and financial-protection providers; and with our IT and communication providers, who act on our instructions.',
    ),
    ...section(
      '6. Transfers outside the United Kingdom',
      'Arranging travel abroad means sharing details with suppliers in the countries you visit. Where a country does not have equivalent protection, we share only what is necessary for your booking, and we use approved safeguards with our own service providers.',
    ),
    ...section(
      '7. How long we keep your data',
      'We keep booking records for seven years after your return to meet accounting and legal requirements. Enquiries that do not lead to a booking are deleted after two years. Marketing preferences are kept until you change them.',
    ),
    ...section(
      '8. Keeping your data secure',
      'We use encryption, access controls and staff training to protect your data, and we require the same of our suppliers. If you hold an account with us, we recommend that you change your password every 6 months and never share it.',
    ),
    ...section(
      '9. Your rights',
      bullets(
        'To see the data we hold about you.',
        'To have inaccurate data corrected.',
        'To have your data erased, where we have no legal reason to keep it.',
        'To restrict or object to how we use your data.',
        'To receive your data in a portable format.',
        'To withdraw consent at any time.',
      ),
      'To exercise any right, write to us using the details above. We will reply within one month.',
    ),
    ...section(
      '10. Marketing',
      'We will only send you marketing if you have asked us to, and every message includes a simple way to unsubscribe. We never sell your data.',
    ),
    ...section(
      '11. Children',
      'Our website is intended for adults. We do not knowingly collect data from children under 16. Where children travel with you, we collect the details needed for their booking only from you, as the lead passenger.',
    ),
    ...section(
      '12. Cookies',
      'Cookies are small files stored on your device. We use strictly necessary cookies to make the site work, and, with your consent, analytics cookies to understand how the site is used and functional cookies for features such as live chat and appointment scheduling. You can change your choices at any time in your browser settings.',
      'How we measure the speed of our pages, without cookies. To keep the site quick for everyone, your browser sends us one short, anonymous report about each page you open, when you leave it or switch away. It holds only: the kind of page (such as “a journey” or “the home page”, never its address or anything you typed), whether the screen is phone, tablet or desktop sized, the speed of your connection as your browser describes it (such as “4g”), five timings of how quickly the page appeared, answered your taps and stayed steady, and, for a slow page, which part of it was slow. It sets no cookie, stores nothing on your device and carries no identifier, so no report can be linked to you or to another report. We keep only daily totals for each kind of page, never the individual reports or your network address. Automated visitors and pages loaded in advance are not counted.',
    ),
    ...section(
      '13. Third-party services',
      'Our live chat, scheduling and social media links are provided by third parties, who may set their own cookies when you use them. Their privacy policies apply to the data they collect.',
    ),
    ...section(
      '14. Complaints',
      'If you are unhappy with how we have handled your data, please tell us first so that we can put it right. You also have the right to complain to the Information Commissioner’s Office, the UK’s data protection regulator.',
    ),
    ...section(
      '15. Changes to this policy',
      'We may update this policy from time to time. The date at the top shows when it last changed; significant changes will be highlighted on this page.',
    ),
  ],
});
