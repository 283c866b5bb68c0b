import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe for a page of the site, run inside the page itself (the builder's "legacy mode"). By
 * default the builder opens a blank page of its own, injects axe into it too and merges each
 * frame's results there: on this suite's pages that overhead cost more than the scan (about
 * 0.4 s a scan on a fresh page, and 1–3 s after a Tab walk, measured in docs/testing.md), with
 * the same findings. What legacy mode gives up is scanning frames from another origin, and the
 * only frames the site shows are other businesses' pages (the scheduler, the live chat), which
 * axe cannot reach on an offline machine and the site cannot change.
 */
export const axe = (page: Page): AxeBuilder => new AxeBuilder({ page }).setLegacyMode(true);
