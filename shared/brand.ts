/**
 * The business's name as the code knows it before any content exists: the seed's brand name and
 * the Studio's title. Editors may change the site's brand name in its settings; this stays the
 * name the Studio greets them with, since the Studio's configuration is built, not fetched.
 */
export const BRAND_NAME = 'Halcyon Vale';
