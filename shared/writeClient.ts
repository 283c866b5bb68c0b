/**
 * The lake client the leads and the site's own records are written with (enquiries, trip
 * requests and their e-mail outcomes, the field speed figures): configuration, made once, kept
 * out of any one feature's store so every feature and job shares it.
 */
import { createClient, type SanityClient } from '@sanity/client';
import { environment } from './environment.ts';
import { sanityConnection } from './sanityConfig.ts';

let sharedClient: SanityClient | undefined;

/**
 * The configured lake with the enquiry token (`SANITY_ENQUIRY_TOKEN`), else the server token
 * (`sanityConnection({ withToken: true })`), made on first use: the local lake writes its token
 * file when it starts, which may be after this loads.
 */
export function configuredWriteClient(): SanityClient | undefined {
  if (sharedClient) return sharedClient;
  const connection = sanityConnection({ withToken: true });
  const token = environment().SANITY_ENQUIRY_TOKEN ?? connection.token;
  if (!token) return undefined;
  sharedClient = createClient({
    projectId: connection.projectId,
    dataset: connection.dataset,
    apiVersion: connection.apiVersion,
    apiHost: connection.apiHost,
    useProjectHostname: connection.useProjectHostname,
    useCdn: false,
    token,
    perspective: 'raw',
  });
  return sharedClient;
}
