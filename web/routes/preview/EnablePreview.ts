import { createClient } from '@sanity/client';
import { validatePreviewUrl } from '@sanity/preview-url-secret';
import { sanityConnection } from '../../../shared/sanityConfig.ts';
import { previewToken, startPreviewCookie } from '../../preview/previewMode.server.ts';
import { sameOriginPath } from '../../../shared/sameOriginPath.ts';
import type { Route } from './+types/EnablePreview';

const refusal = (status: 401 | 403, message: string) =>
  new Response(message, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });

/**
 * /api/preview-mode/enable?sanity-preview-secret=…&sanity-preview-pathname=…: the Studio's
 * Presentation tool opens this with a secret it has just written to the dataset. The secret is
 * read back with the server-side token; only a match starts draft mode, then the editor lands on
 * the page they asked for.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const token = previewToken();
  if (!token) return refusal(403, 'Preview is not configured on this site.');
  if (!new URL(request.url).searchParams.get('sanity-preview-secret')) {
    return refusal(401, 'A preview secret is required.');
  }
  const connection = sanityConnection({ withToken: true });
  const client = createClient({
    projectId: connection.projectId,
    dataset: connection.dataset,
    apiVersion: connection.apiVersion,
    apiHost: connection.apiHost,
    useProjectHostname: connection.useProjectHostname,
    useCdn: false,
    token,
  });
  const { isValid, redirectTo } = await validatePreviewUrl(client, request.url);
  if (!isValid) return refusal(401, 'This preview link is not valid, or has expired.');
  return new Response(null, {
    status: 307,
    headers: {
      Location: sameOriginPath(redirectTo),
      'Set-Cookie': await startPreviewCookie(request, token),
      'Cache-Control': 'private, no-store',
    },
  });
}
