import { endPreviewCookie } from '../../preview/previewMode.server.ts';
import { sameOriginPath } from '../../../shared/sameOriginPath.ts';
import type { Route } from './+types/DisablePreview';

/** /api/preview-mode/disable?to=/path: leaves draft mode and returns to the published page. */
export async function loader({ request }: Route.LoaderArgs) {
  return new Response(null, {
    status: 303,
    headers: {
      Location: sameOriginPath(new URL(request.url).searchParams.get('to')),
      'Set-Cookie': await endPreviewCookie(request),
      'Cache-Control': 'private, no-store',
    },
  });
}
