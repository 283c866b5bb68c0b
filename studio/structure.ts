/**
 * The desk: the four one-off pages pinned at the top, itineraries grouped by region, then
 * destinations, holiday types, legal and information pages, the enquiries inbox, trip requests
 * (those needing a person first), the travel specialists they are routed to, and the lead
 * webhook's undelivered messages.
 */
import { BookIcon } from '@sanity/icons/Book';
import { CogIcon } from '@sanity/icons/Cog';
import { ComposeIcon } from '@sanity/icons/Compose';
import { DocumentsIcon } from '@sanity/icons/Documents';
import { EnvelopeIcon } from '@sanity/icons/Envelope';
import { HomeIcon } from '@sanity/icons/Home';
import { RocketIcon } from '@sanity/icons/Rocket';
import { PinIcon } from '@sanity/icons/Pin';
import { StarIcon } from '@sanity/icons/Star';
import { UserIcon } from '@sanity/icons/User';
import { WarningOutlineIcon } from '@sanity/icons/WarningOutline';
import type { ComponentType } from 'react';
import type { StructureBuilder, StructureResolver } from 'sanity/structure';
import { JOURNEY_REGIONS, journeysElsewhere, journeysInRegion } from './journeyRegions.ts';
import { PAGE_KINDS } from './schemaTypes/documents/page.ts';

const [LEGAL_PAGES, INFORMATION_PAGES] = PAGE_KINDS;

function singleton(S: StructureBuilder, type: string, title: string, icon: ComponentType) {
  return S.listItem()
    .id(type)
    .title(title)
    .icon(icon)
    .child(S.document().schemaType(type).documentId(type).title(title));
}

function journeyList(
  S: StructureBuilder,
  id: string,
  title: string,
  query: ReturnType<typeof journeysElsewhere>,
) {
  return S.listItem()
    .id(id)
    .title(title)
    .icon(RocketIcon)
    .child(
      S.documentList()
        .id(id)
        .title(title)
        .schemaType('journey')
        .apiVersion('2025-02-19')
        .filter(query.filter)
        .params(query.params)
        .defaultOrdering([{ field: 'heroTitle', direction: 'asc' }]),
    );
}

function pagesOfKind(
  S: StructureBuilder,
  kind: (typeof PAGE_KINDS)[number],
  title: string,
  icon: ComponentType,
) {
  return S.listItem()
    .id(`${kind.value}-pages`)
    .title(title)
    .icon(icon)
    .child(
      S.documentList()
        .id(`${kind.value}-pages`)
        .title(title)
        .schemaType('page')
        .apiVersion('2025-02-19')
        .filter('_type == "page" && kind == $kind')
        .params({ kind: kind.value })
        .initialValueTemplates([S.initialValueTemplateItem(kind.template)])
        .defaultOrdering([{ field: 'title', direction: 'asc' }]),
    );
}

/**
 * Trip requests, newest first, with nothing to start one from: they come only from the site.
 * "Needs a person" holds those the automatic reading could not route (decision 068).
 */
function tripRequestList(S: StructureBuilder, id: string, title: string, filter: string) {
  return S.listItem()
    .id(id)
    .title(title)
    .icon(PinIcon)
    .child(
      S.documentList()
        .id(id)
        .title(title)
        .schemaType('tripRequest')
        .apiVersion('2025-02-19')
        .filter(filter)
        .initialValueTemplates([])
        .defaultOrdering([{ field: 'createdAt', direction: 'desc' }]),
    );
}

export const structure: StructureResolver = (S) =>
  S.list()
    .title('Content')
    .items([
      singleton(S, 'siteSettings', 'Site settings', CogIcon),
      singleton(S, 'homePage', 'Home page', HomeIcon),
      singleton(S, 'journeysPage', 'Signature Itineraries page', ComposeIcon),
      singleton(S, 'picksPage', 'Premium Picks page', StarIcon),
      S.divider(),
      S.listItem()
        .id('journeys')
        .title('Signature itineraries')
        .icon(RocketIcon)
        .child(
          S.list()
            .id('journeys')
            .title('Signature itineraries')
            .items([
              ...JOURNEY_REGIONS.map((region) =>
                journeyList(S, `journeys-${region.id}`, region.title, journeysInRegion(region)),
              ),
              journeyList(S, 'journeys-elsewhere', 'Other regions', journeysElsewhere()),
              S.divider(),
              S.listItem()
                .id('journeys-all')
                .title('All itineraries')
                .icon(RocketIcon)
                .child(S.documentTypeList('journey').id('journeys-all').title('All itineraries')),
              S.documentTypeListItem('journeyRegion').title('Region pages'),
            ]),
        ),
      S.documentTypeListItem('destination').title('Destinations'),
      S.documentTypeListItem('holidayType').title('Holiday types'),
      S.divider(),
      pagesOfKind(S, LEGAL_PAGES, 'Legal pages', BookIcon),
      pagesOfKind(S, INFORMATION_PAGES, 'Information pages', DocumentsIcon),
      S.divider(),
      S.listItem()
        .id('enquiries')
        .title('Enquiries')
        .icon(EnvelopeIcon)
        .child(
          S.documentTypeList('enquiry')
            .id('enquiries')
            .title('Enquiries')
            // Enquiries come only from the site's forms: the inbox offers nothing to start one.
            .initialValueTemplates([])
            .defaultOrdering([{ field: 'createdAt', direction: 'desc' }]),
        ),
      tripRequestList(
        S,
        'needs-a-person',
        'Needs a person',
        '_type == "tripRequest" && state == "needs-a-person"',
      ),
      tripRequestList(S, 'trip-requests', 'Trip requests', '_type == "tripRequest"'),
      S.documentTypeListItem('travelSpecialist').title('Travel specialists').icon(UserIcon),
      S.listItem()
        .id('undelivered-webhooks')
        .title('Undelivered webhooks')
        .icon(WarningOutlineIcon)
        .child(
          // The lead webhook's dead letters (decision 115): open one to retry it.
          S.documentList()
            .id('undelivered-webhooks')
            .title('Undelivered webhooks')
            .schemaType('leadWebhookEvent')
            .apiVersion('2025-02-19')
            .filter('_type == "leadWebhookEvent" && state == "dead"')
            .initialValueTemplates([])
            .defaultOrdering([{ field: 'createdAt', direction: 'desc' }]),
        ),
    ]);
