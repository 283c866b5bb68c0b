/**
 * What the host hands every server render besides the request (React Router's load context).
 * The development server hands nothing, so every field is optional.
 */
import type { CoalescedQueries } from '../shared/coalescedQueries.ts';
import type { ContentDependencies } from '../shared/contentTags.ts';
import type { PageServices } from '../shared/pageServices.ts';

declare module 'react-router' {
  interface AppLoadContext {
    /** Collects the content dependency tags of the content this render reads. */
    contentDependencies?: ContentDependencies;
    /** Told which third-party services the page uses, for the origins its policy allows. */
    reportPageServices?: (services: PageServices) => void;
    /** The nonce this render's inline scripts carry: its content policy admits no other. */
    scriptNonce?: string;
    /**
     * The public origin of this site's own static files, where a serverless deploy ships the
     * travel-cards snapshot. Unset on the one-process host, which serves the feed itself.
     */
    ownOrigin?: string;
    /**
     * The visitor's network address as the host saw it (Netlify's `context.ip`; on the
     * one-process host the socket's, or a trusted proxy's forwarded one): what the enquiry
     * actions' rate limit counts per visitor. Handed only to renders no one else is served, such
     * as a form's post, so no page kept for everyone can show it.
     */
    clientAddress?: string;
    /**
     * Shares one content-API answer among the renders one live event prompts (request
     * coalescing). Handed only by a host that hears every publish, to clear it then.
     */
    coalescedQueries?: CoalescedQueries;
  }
}

export {};
