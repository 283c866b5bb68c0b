/**
 * The content policy of one rendered page of the site: its inline scripts admitted by hash, and
 * exactly the origins its configuration and its site settings use.
 */
import type { PageServices } from '../../shared/pageServices.ts';
import {
  serialisePolicy,
  siteDirectives,
  siteOrigins,
  type ConfiguredOrigins,
} from './contentSecurityPolicy.ts';
import { inlineScriptHashes } from './inlineScripts.ts';

export type PagePolicy = (html: string, services: PageServices) => string;

export function pagePolicy(configured: ConfiguredOrigins): PagePolicy {
  return (html, services) =>
    serialisePolicy(siteDirectives(inlineScriptHashes(html), siteOrigins(services, configured)));
}
