/**
 * What the generated Netlify function entry calls: the site handler configured from the
 * platform's environment, read and validated once by the environment module as everywhere else.
 */
import type { ServerBuild } from 'react-router';
import { environment } from '../../shared/environment.ts';
import {
  hostedContentOrigins,
  hostedStudioOrigins,
  originOf,
} from '../security/contentSecurityPolicy.ts';
import { netlifySite, type NetlifyPageHandler } from './siteFunction.ts';

export function netlifySiteFunction(
  build: ServerBuild,
  studioIndexHtml: string | undefined,
): NetlifyPageHandler {
  const env = environment();
  return netlifySite({
    build,
    studioIndexHtml,
    studioContentOrigins: hostedStudioOrigins(env.SANITY_API_HOST),
    origins: {
      content: hostedContentOrigins(env.SANITY_API_HOST, env.SANITY_PROJECT_ID),
      travelCards: originOf(env.TRAVEL_CARDS_URL),
    },
    ownOrigin: env.SITE_URL,
  });
}
