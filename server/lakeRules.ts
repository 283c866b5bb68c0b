/**
 * What the site tells the content lake about itself: which types hold personal data (private by
 * type, scrubbed from the log when deleted, decisions 061 and 062), which are staff-only, that file assets
 * (visitors' recordings) are private too (decision 094), and
 * how the site's own pages are let into their query lane. The lake package knows none of this;
 * every host that starts it for this project passes these options.
 */
import type { LakeOptions } from '@halcyon/content-lake';
import { lakePrivacyRules } from '../features/privacy/index.ts';
import { isSiteLaneKey, SITE_LANE_HEADER } from '../shared/siteLane.ts';

export const siteLakeRules: Pick<LakeOptions, 'personalTypes' | 'hiddenTypes' | 'siteLane'> = {
  ...lakePrivacyRules,
  siteLane: (headers) => isSiteLaneKey(headers.get(SITE_LANE_HEADER) ?? undefined),
};
