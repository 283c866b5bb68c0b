import { contact } from '../siteSettings.ts';
import { bullets, section } from '../blocks.ts';
import { page } from './build.ts';

/**
 * The accessibility statement. Its date of last testing is not written here: the site shows
 * the date the browser suite last proved the standard (see features/accessibility).
 */
export const accessibilityStatement = page({
  slug: 'accessibility',
  kind: 'legal',
  title: 'Accessibility',
  lastUpdated: '2026-11-28',
  lastUpdatedLabel: '28 November 2026',
  intro: `We want every traveller to plan with ${contact.brandName} in comfort, whether they browse with a mouse, a keyboard, a screen reader, a magnifier or a phone held at arm’s length. This statement explains how far our website meets that aim, how we test it, and how to reach us when it falls short.`,
  description:
    'How far our website meets WCAG 2.2 at level AA, how we test it, and how to ask for another format.',
  body: [
    ...section(
      'The standard we work to',
      `Our website is built to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA, the standard the UK public sector works to and a fair measure of the reasonable adjustments the Equality Act 2010 expects of us. Today it meets that standard in part: the places where it falls short are listed below, and we are correcting them.`,
    ),
    ...section(
      'How we test it',
      'Every change to the website is tested in a browser, on a phone-sized screen and a desktop one, before it is published. On every kind of page, and in every state a visitor reaches (the menu open, each popup, each form empty and in error, the trip finder with and without results), the tests:',
      bullets(
        'scan the page with axe for the WCAG 2.2 A and AA rules and the accessibility best practices;',
        'move through every link, button and field with the Tab key alone, and check that each one stays in sight and shows a clear focus ring;',
        'measure every control, so that each offers a target of at least 24 by 24 pixels;',
        'narrow the window to 320 pixels, and widen the spacing of the text, without any text being cut off or the page scrolling sideways;',
        'measure every word laid over a photograph, in each slide of a slideshow and each card of a carousel, against the photograph behind it, so that each keeps the contrast the standard asks;',
        'compare the page’s headings, landmarks and controls with those a screen reader announced when we last reviewed them;',
        'send an enquiry, book a callback, send a trip request and use the trip finder with the keyboard alone.',
      ),
      'The date of the last full test is shown at the top of this page, taken from the tests themselves.',
    ),
    ...section(
      'What we know is not yet right',
      bullets(
        '**Live chat and the discovery-call calendar** are provided by other companies in frames of their own, and we cannot test or change them. If either is difficult to use, please call or e-mail us instead (since 28 November 2026).',
      ),
    ),
    ...section(
      'Asking for another format',
      `If you would like anything on this website in another format, such as large print, an audio recording, easy read or a conversation with one of our travel designers, please call us on ${contact.phone} or e-mail [${contact.email}](mailto:${contact.email}). We will reply within two working days.`,
    ),
    ...section(
      'Telling us about a problem',
      `If something on our website is hard to use, we would be grateful to hear of it: e-mail [${contact.email}](mailto:${contact.email}) with the page’s address and what happened, and we will put it right or offer another way. If you are not satisfied with our reply, you may contact the Equality Advisory and Support Service (EASS).`,
    ),
  ],
});
