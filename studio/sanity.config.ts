/**
 * The Studio editors use to run the site. Built into studio/dist and served at /studio by the
 * one-process host (server/studioService.ts), or deployed on its own against hosted Sanity.
 */
import { defineConfig, type DocumentActionComponent, type WorkspaceOptions } from 'sanity';
import { structureTool } from 'sanity/structure';
import { BRAND_NAME } from '../shared/brand.ts';
import { withPersonalDataActions } from './actions/personalDataActions.tsx';
import { withTripRequestActions } from './actions/routeTripRequestAction.tsx';
import { withLeadWebhookActions } from './actions/retryLeadWebhookAction.tsx';
import { BrandMark } from './BrandMark.tsx';
import { snoozeHttp1Notice } from './lake/http1Notice.ts';
import { localLakeClientFactory } from './lake/localLakeClient.ts';
import { answerPresenceLocally } from './lake/soloPresence.ts';
import { answerVersionChecksLocally } from './lake/versionCheck.ts';
import { presentation } from './presentation.ts';
import { PAGE_KINDS } from './schemaTypes/documents/page.ts';
import { withoutPrivateCopies, withoutPrivateTemplates } from './privateDocuments.ts';
import { schemaTypes, SINGLETON_TYPE_NAMES } from './schemaTypes/index.ts';
import { replyTimesTool } from './replyTimes/replyTimesTool.ts';
import { siteSpeedTool } from './siteSpeed/siteSpeedTool.ts';
import { structure } from './structure.ts';
import { studioConnection } from './studioConnection.ts';

const connection = studioConnection(
  // Vite inlines SANITY_STUDIO_* at build time; schema extraction runs outside Vite.
  import.meta.env ?? {},
  typeof window === 'undefined' ? undefined : window.location.origin,
);

if (connection.local && typeof sessionStorage !== 'undefined') snoozeHttp1Notice(sessionStorage);

// Hosted services the local lake does not run (presence, version look-ups) are answered in the
// browser, so an editor's console shows only real faults. Hosted Sanity keeps its own.
if (connection.local && typeof window !== 'undefined') {
  answerPresenceLocally(window, connection.apiHost ?? window.location.origin);
  answerVersionChecksLocally(window);
}

/** A one-off page can be edited and published, never deleted, duplicated or unpublished. */
const SINGLETON_ACTIONS = new Set(['publish', 'discardChanges', 'restore']);

/**
 * Against the local lake: same-origin requests, listeners on their own host names, a locally
 * issued token, and no features that need Sanity's hosted services.
 */
const localLake: Partial<WorkspaceOptions> = connection.local
  ? {
      unstable_clientFactory: localLakeClientFactory(connection.apiHost ?? ''),
      auth: { loginMethod: 'token' },
      releases: { enabled: false },
      scheduledPublishing: { enabled: false },
      scheduledDrafts: { enabled: false },
      tasks: { enabled: false },
      announcements: { enabled: false },
      mediaLibrary: { enabled: false },
      apps: { canvas: { enabled: false } },
    }
  : {};

export default defineConfig({
  name: 'default',
  // Editors should know whose content they edit; the configuration is built, not fetched.
  title: BRAND_NAME,
  icon: BrandMark,
  projectId: connection.projectId,
  dataset: connection.dataset,
  ...(connection.apiHost ? { apiHost: connection.apiHost } : {}),
  ...localLake,
  plugins: [structureTool({ title: 'Content', structure }), presentation()],
  tools: (tools) => [...tools, siteSpeedTool, replyTimesTool],
  schema: {
    types: schemaTypes,
    // Pages start as legal or information pages; one-off pages are never created again, and
    // enquiries only ever come from the site's forms.
    templates: (templates) => [
      ...withoutPrivateTemplates(templates).filter(
        (template) => !SINGLETON_TYPE_NAMES.has(template.schemaType) && template.id !== 'page',
      ),
      ...PAGE_KINDS.map(({ title, value, template }) => ({
        id: template,
        title,
        schemaType: 'page',
        value: { kind: value },
      })),
    ],
  },
  document: {
    actions: (actions, context) =>
      SINGLETON_TYPE_NAMES.has(context.schemaType)
        ? actions.filter((action: DocumentActionComponent) =>
            SINGLETON_ACTIONS.has(action.action ?? ''),
          )
        : withLeadWebhookActions(
            withTripRequestActions(
              withPersonalDataActions(withoutPrivateCopies(actions, context.schemaType), context),
              context,
            ),
            context,
          ),
    newDocumentOptions: (options, context) =>
      context.creationContext.type === 'global'
        ? options.filter((option) => !SINGLETON_TYPE_NAMES.has(option.templateId))
        : options,
    comments: { enabled: !connection.local },
  },
  search: { strategy: 'groqLegacy' },
});
