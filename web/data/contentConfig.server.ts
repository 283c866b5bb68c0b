import { hostedOrigins, sanityConnection } from '../../shared/sanityConfig.ts';
import type { PublicContentConfig } from './contentConfig.ts';

/** The public connection details for the browser, derived from the server's configuration. */
export function publicContentConfig(): PublicContentConfig {
  const connection = sanityConnection();
  if (connection.local) {
    return {
      projectId: connection.projectId,
      dataset: connection.dataset,
      apiVersion: connection.apiVersion,
      apiOrigin: '',
      listenOrigin: '',
      imageBaseUrl: '/',
    };
  }
  return {
    projectId: connection.projectId,
    dataset: connection.dataset,
    apiVersion: connection.apiVersion,
    ...hostedOrigins(connection.apiHost, connection.projectId),
  };
}
