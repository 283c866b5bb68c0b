/**
 * What the host hands every server render besides the request (React Router's load context).
 * The development server hands nothing, so every field is optional.
 */
import type { ContentDependencies } from '../shared/contentTags.ts';
import type { PageServices } from '../shared/pageServices.ts';

declare module 'react-router' {
  interface AppLoadContext {
    /** Collects the content dependency tags of the content this render reads. */
    contentDependencies?: ContentDependencies;
    /** Told which third-party services the page uses, for the origins its policy allows. */
    reportPageServices?: (services: PageServices) => void;
  }
}

export {};
