import { contact } from '../siteSettings.ts';
import { bullets, section } from '../blocks.ts';
import { page } from './build.ts';

export const websiteTerms = page({
  slug: 'terms',
  kind: 'legal',
  title: 'Website Terms',
  lastUpdated: '2025-04-19',
  lastUpdatedLabel: '19-Apr-2025',
  intro: `These terms govern your use of the ${contact.brandName} website and the services offered through it. By using the website you accept them; if you do not agree, please do not use it.`,
  description: 'The terms of use of our website, its trip-request service, accounts and giveaways.',
  body: [
    ...section(
      '1. About us',
      `The website is operated by ${contact.brandName}, a tailor-made travel business. We act both as travel agent and as tour operator holding our own air travel licence, number ${contact.aviationLicence}. Bookings are subject to our [booking conditions](/booking-conditions).`,
    ),
    ...section(
      '2. Using the website',
      'You may use the website for your personal, non-commercial use. You must not misuse it, attempt to gain unauthorised access to it, or use it in any way that breaches the law. You must be 18 or over to make a booking or hold an account, and you may submit only your own personal data.',
    ),
    ...section(
      '3. Accounts',
      'If you create an account, keep your login details secret and tell us straight away if you suspect misuse. We recommend changing your password every 6 months. We may ask you to verify your identity with government ID on request, and may suspend an account while we do so.',
    ),
    ...section(
      '4. Our trip-request service',
      'You can send us a voice, video or text message describing the trip you would like: the destination, your dates and the type of holiday. We extract the details from your message and forward them to suitable travel agents, who reply to you with options. Where automatic reading cannot determine your request, a member of our team moderates it manually. By sending a message, you agree to its details being shared with travel agents for this purpose.',
    ),
    ...section(
      '5. Content you submit',
      'If you submit content to the website, such as reviews, photographs or messages, you grant us a non-exclusive, royalty-free, worldwide licence to use, reproduce and display it in connection with our business. You confirm that you own the content or have permission to share it. We may remove any content at our discretion, without notice.',
    ),
    ...section(
      '6. Giveaways',
      'From time to time we run giveaways. Unless the specific rules say otherwise, entry is open to residents of the United Kingdom aged 18 or over with an active account. Our employees, associates and their families may not enter. Prizes are as described, cannot be exchanged for cash and are subject to availability.',
    ),
    ...section(
      '7. Children’s data',
      'The website is not intended for children, and we do not collect data from anyone under 16. Please read our [Privacy & Cookies Policy](/privacy-policy).',
    ),
    ...section(
      '8. Information and prices',
      'We take care that the information on the website is accurate, but descriptions and prices may change. Prices shown are a guide only and are confirmed at the time of booking.',
    ),
    ...section(
      '9. Links to other websites',
      'The website links to services run by others, such as our scheduling page, live chat and social media. We are not responsible for their content or their privacy practices.',
    ),
    ...section(
      '10. Limitation of liability',
      'Nothing in these terms limits our liability for death or personal injury caused by our negligence, for fraud, or for anything that cannot be limited by law. Otherwise, our total liability to you in connection with your use of the website is limited to **£100.00**. This does not affect your rights under a booking, which are governed by our booking conditions.',
      'Any claim in connection with the website must be started within 1 year of the date on which it arose.',
    ),
    ...section(
      '11. Disputes',
      'If a dispute arises, we will each try in good faith to settle it by negotiation for 14 days before either of us refers it to arbitration.',
    ),
    ...section(
      '12. Notices',
      bullets(
        `Notices to us should be sent by e-mail to [${contact.email}](mailto:${contact.email}).`,
        'Notices to you will be sent to the e-mail address you have given us.',
        'Either of us may change our address for notices by giving the other 30 days’ notice.',
        'A notice sent by e-mail is deemed given 3 days after it was sent.',
      ),
    ),
    ...section(
      '13. Governing law',
      'These terms are governed by the law of England and Wales, and the courts of England and Wales have exclusive jurisdiction.',
    ),
  ],
});
