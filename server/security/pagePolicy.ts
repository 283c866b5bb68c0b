/**
 * The content policy of one rendered page of the site: the inline scripts of its render admitted
 * by that render's nonce, and exactly the origins its configuration and its site settings use.
 */
import type { PageServices } from '../../shared/pageServices.ts';
import {
  serialisePolicy,
  siteDirectives,
  siteOrigins,
  type ConfiguredOrigins,
} from './contentSecurityPolicy.ts';

export type PagePolicy = (scriptNonce: string, services: PageServices) => string;

export function pagePolicy(configured: ConfiguredOrigins): PagePolicy {
  return (scriptNonce, services) =>
    serialisePolicy(siteDirectives([`'nonce-${scriptNonce}'`], siteOrigins(services, configured)));
}
