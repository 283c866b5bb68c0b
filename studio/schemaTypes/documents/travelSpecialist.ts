import { UserIcon } from '@sanity/icons/User';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { HOLIDAY_TYPE_OPTIONS } from '../../../features/tripRequests/browser.ts';

/**
 * A member of the team who answers trip requests. Requests are routed by the regions and holiday
 * types a specialist covers; one who is away receives none until they are back. Private (staff
 * only, never shown to the public): what visitors see is the public profile it points to.
 */
export const travelSpecialist = defineType({
  name: 'travelSpecialist',
  title: 'Travel specialist',
  type: 'document',
  icon: UserIcon,
  fields: [
    defineField({
      name: 'name',
      title: 'Name',
      type: 'string',
      validation: (rule) => rule.required().error('Please give the specialist’s name.'),
    }),
    defineField({
      name: 'profile',
      title: 'Public profile',
      type: 'reference',
      to: [{ type: 'specialistProfile' }],
      description:
        'What visitors see of them. A request sent from this profile’s page comes to them, or to a colleague while they are away.',
    }),
    defineField({
      name: 'email',
      title: 'E-mail address',
      type: 'string',
      description: 'Trip requests are sent here, with the visitor as the reply-to address.',
      validation: (rule) =>
        rule
          .required()
          .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { name: 'e-mail address' })
          .error('Please give an e-mail address such as name@example.co.uk.'),
    }),
    defineField({
      name: 'regions',
      title: 'Regions covered',
      type: 'array',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'journeyRegion' }] })],
      validation: (rule) => rule.unique(),
    }),
    defineField({
      name: 'destinations',
      title: 'Places covered outside the regions',
      type: 'array',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'destination' }] })],
      description: 'Destinations in none of the regions (Dubai): requests naming them come here.',
      validation: (rule) => rule.unique(),
    }),
    defineField({
      name: 'holidayTypes',
      title: 'Holiday types covered',
      type: 'array',
      of: [defineArrayMember({ type: 'string' })],
      options: { list: [...HOLIDAY_TYPE_OPTIONS], layout: 'grid' },
      description: 'Among specialists of one region, requests of these types come here first.',
    }),
    defineField({
      name: 'active',
      title: 'Taking requests',
      type: 'boolean',
      description: 'Switch off while away: requests go to colleagues until this is on again.',
      initialValue: true,
      validation: (rule) => rule.required(),
    }),
  ],
  preview: {
    select: { title: 'name', email: 'email', active: 'active' },
    prepare: ({ title, email, active }) => ({
      title: typeof title === 'string' ? title : 'Unnamed specialist',
      subtitle: [email, active === false ? 'away' : undefined].filter(Boolean).join(' · '),
    }),
  },
});
