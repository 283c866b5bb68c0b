/**
 * The name of the draft-mode cookie an editor's browser holds on the site's origin. The site sets
 * and checks it; a CDN keeps the answers of requests that carry it apart from visitors'.
 */
export const PREVIEW_COOKIE = 'preview-mode';
