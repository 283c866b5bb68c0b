/**
 * How the Studio plays a trip request's recording: which element suits it, and how its bytes are
 * fetched. Recordings are personal data and may be served only to a signed-in editor, whose
 * credential a media element cannot send (the Studio keeps its token for request headers), so
 * the bytes are fetched with the editor's credentials and played from memory.
 */

/** A video plays in a <video>; everything else a visitor can send is a voice note. */
export function recordingElement(mimeType: string | undefined): 'audio' | 'video' {
  return mimeType?.toLowerCase().startsWith('video/') ? 'video' : 'audio';
}

/** How the recording is named to an editor. */
export function recordingTitle(mimeType: string | undefined): 'Voice note' | 'Video' {
  return recordingElement(mimeType) === 'video' ? 'Video' : 'Voice note';
}

/**
 * The request for a recording's bytes: the editor's session cookie goes to the same origin as
 * ever, and the editor's token goes only to the content API's own origin (the local lake serves
 * its files there), never to a file host elsewhere.
 */
export function recordingRequest(
  url: string,
  api: { apiHost?: string; token?: string },
): RequestInit {
  const originOf = (address: string | undefined) => {
    try {
      return new URL(address ?? '').origin;
    } catch {
      return undefined;
    }
  };
  const apiOrigin = originOf(api.apiHost);
  const sameOrigin = apiOrigin !== undefined && originOf(url) === apiOrigin;
  return {
    credentials: 'same-origin',
    ...(sameOrigin && api.token ? { headers: { authorization: `Bearer ${api.token}` } } : {}),
  };
}
