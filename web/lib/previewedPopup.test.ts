import { describe, expect, it } from 'vitest';
import { LAUNCH_NOTICE_POPUP, promotionRule, type PromotionRule } from './previewedPopup.ts';

describe('a promotional popup on a page', () => {
  it.each<[string, boolean, string, PromotionRule]>([
    ['a visitor', false, '', 'as-for-visitors'],
    ['a visitor whose address names the popup', false, '?popup=launch-notice', 'as-for-visitors'],
    ['an editor previewing a page', true, '', 'closed'],
    ['an editor previewing a payment result', true, '?status=0&ref=TX1', 'closed'],
    ['an editor previewing another popup', true, '?popup=summer-offer', 'closed'],
    ['an editor previewing the launch notice', true, '?popup=launch-notice', 'previewed'],
    ['the same, among other parameters', true, '?status=1&popup=launch-notice', 'previewed'],
    ['an editor with an empty popup name', true, '?popup=', 'closed'],
  ])('%s', (_, draft, search, rule) => {
    expect(promotionRule(LAUNCH_NOTICE_POPUP, draft, search)).toBe(rule);
  });
});
