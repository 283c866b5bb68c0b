import { expect, type Locator, type Page } from '@playwright/test';
import { menuGroup } from './menu.ts';
import { visit } from './visit.ts';
import { test } from './fixtures.ts';

/** Where each line of an element's text starts, and how the element aligns it. */
interface TextLines {
  text: string;
  lineLefts: number[];
  textAlign: string;
}

/** Measures the text itself (not its box): a centred label starts further right on its line. */
function textLines(entry: Locator): Promise<TextLines> {
  return entry.evaluate((element) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const lineLefts: number[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) {
        if (rect.width > 0) lineLefts.push(rect.left);
      }
    }
    return {
      text: element.textContent?.trim() ?? '',
      lineLefts,
      textAlign: getComputedStyle(element).textAlign,
    };
  });
}

/** Every line of every entry starts at one left edge (within 1 px), and none is centred. */
async function misalignedLines(entries: Locator): Promise<string[]> {
  const measured = await Promise.all((await entries.all()).map(textLines));
  expect(measured.length).toBeGreaterThan(1);
  const edge = Math.min(...measured.flatMap((entry) => entry.lineLefts));
  const faults: string[] = [];
  for (const entry of measured) {
    if (!['left', 'start'].includes(entry.textAlign)) {
      faults.push(`'${entry.text}' is aligned ${entry.textAlign}`);
    }
    entry.lineLefts.forEach((left, line) => {
      if (left - edge > 1)
        faults.push(`'${entry.text}' line ${line + 1} starts ${left - edge} px in`);
    });
  }
  return faults;
}

/** Opens the phone menu and waits for its slide-in to end, so nothing is measured mid-way. */
async function openMenu(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Site menu' });
  await expect(menu).toBeVisible();
  // An animation cut short by another change (its `finished` rejects) has ended too.
  await page.evaluate(() =>
    Promise.all(
      document.getAnimations().map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  return menu;
}

for (const width of [320, 390]) {
  test.describe(`the phone menu at ${width} px @mobile`, () => {
    test.use({ viewport: { width, height: 740 } });

    test('every entry and group toggle starts at the same left edge', async ({ page }) => {
      await visit(page, '/');
      const menu = await openMenu(page);
      const main = menu.getByRole('navigation', { name: 'Main' });
      // With every group folded, its links and buttons are the top level: the primary links
      // and the group toggles.
      const entries = main.getByRole('link').or(main.locator('summary'));
      await expect(entries).toHaveCount(4);
      const faults = await misalignedLines(entries);
      expect(faults, faults.join('\n')).toEqual([]);
    });

    test('an open group lists its links at one left edge, and the call to action fits', async ({
      page,
    }) => {
      await visit(page, '/');
      const menu = await openMenu(page);
      for (const name of ['Signature Itineraries', 'Holiday Types', 'Destinations']) {
        const { group, toggle } = menuGroup(menu, name);
        await toggle.click();
        await expect(group).toHaveJSProperty('open', true);
        const links = group.getByRole('link');
        await expect(links.first()).toBeVisible();
        const faults = await misalignedLines(links);
        expect(faults, `${name}:\n${faults.join('\n')}`).toEqual([]);
      }

      // The call to action keeps the whole of its label on one line inside the drawer.
      const cta = menu.getByRole('button', { name: 'Talk to an expert' });
      await cta.scrollIntoViewIfNeeded();
      const ctaLines = await textLines(cta);
      expect(ctaLines.lineLefts).toHaveLength(1);
      const [menuBox, ctaBox] = await Promise.all([menu.boundingBox(), cta.boundingBox()]);
      if (!menuBox || !ctaBox) throw new Error('the menu or its call to action has no box');
      expect(ctaBox.x).toBeGreaterThanOrEqual(menuBox.x);
      expect(ctaBox.x + ctaBox.width).toBeLessThanOrEqual(menuBox.x + menuBox.width);
    });
  });
}
