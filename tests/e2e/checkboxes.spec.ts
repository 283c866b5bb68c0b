import { expect, type Locator, type Page } from '@playwright/test';
import { visit } from './visit.ts';
import { test } from './fixtures.ts';

/**
 * Where each visible checkbox in `scope` sits against the first line of its label's words: what
 * is wrong with it, or nothing. A chip drawn over a hidden checkbox (opacity 0) is not a box a
 * visitor sees, so it is left out.
 */
async function misplacedCheckboxes(scope: Locator): Promise<string[]> {
  const boxes = scope.getByRole('checkbox');
  await expect(boxes.first()).toBeVisible();
  // Measured in one pass, so every box is read from the same layout.
  return boxes.evaluateAll((elements) =>
    elements.flatMap((element) => {
      const input = element as HTMLInputElement;
      const label = input.labels?.[0];
      if (!label || Number(getComputedStyle(input).opacity) === 0) return [];
      const box = input.getBoundingClientRect();
      if (box.width === 0) return [];
      // The words: the label's text, line by line (a text's own rectangles are its lines, where
      // an element holding it may be one block), the first line the topmost.
      const texts = document.createTreeWalker(label, NodeFilter.SHOW_TEXT);
      const lines: DOMRect[] = [];
      for (let text = texts.nextNode(); text; text = texts.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(text);
        lines.push(...range.getClientRects());
      }
      const [firstLine] = lines
        .filter((line) => line.width > 0 && line.height > 0)
        .sort((a, b) => a.top - b.top || a.left - b.left);
      const name = label.textContent?.trim() ?? input.name;
      if (!firstLine) return [`“${name}” has no words beside its box`];
      const problems: string[] = [];
      const off = (box.top + box.bottom) / 2 - (firstLine.top + firstLine.bottom) / 2;
      if (Math.abs(off) > 2) {
        problems.push(`its box is ${off.toFixed(1)} px off the middle of the first line`);
      }
      const gap = firstLine.left - box.right;
      if (gap < 0 || gap > 16) {
        problems.push(`its words start ${gap.toFixed(1)} px from the box`);
      }
      const indent = box.left - label.getBoundingClientRect().left;
      if (Math.abs(indent) > 1) {
        problems.push(`its box starts ${indent.toFixed(1)} px into the label`);
      }
      return problems.map((problem) => `“${name}”: ${problem}`);
    }),
  );
}

async function expectBesideTheirWords(scope: Locator): Promise<void> {
  const misplaced = await misplacedCheckboxes(scope);
  expect(misplaced, misplaced.join('\n')).toEqual([]);
}

async function openBookingForm(page: Page, onPhone: boolean): Promise<Locator> {
  await visit(page, '/');
  if (onPhone) await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: 'Talk to an expert' }).click();
  const dialog = page.getByRole('dialog', { name: 'Talk to an expert' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The smallest phone, a common phone, and a desktop window. */
const WIDTHS = [
  { width: 320, tag: '@mobile' },
  { width: 390, tag: '@mobile' },
  { width: 1280, tag: '@desktop' },
] as const;

for (const { width, tag } of WIDTHS) {
  test.describe(`checkboxes beside their words at ${width} px ${tag}`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('Plan my trip’s consent, before and after the form shows its errors', async ({ page }) => {
      await visit(page, '/plan-my-trip');
      const form = page.locator('form').filter({
        has: page.getByRole('button', { name: 'Send my request' }),
      });
      await expectBesideTheirWords(form);
      await form.getByRole('button', { name: 'Send my request' }).click();
      await expect(
        form.getByRole('checkbox', { name: 'I agree to be contacted about this trip.' }),
      ).toHaveAttribute('aria-invalid', 'true');
      await expectBesideTheirWords(form);
    });

    test('Talk to an expert’s news consent', async ({ page }) => {
      const dialog = await openBookingForm(page, tag === '@mobile');
      await expectBesideTheirWords(dialog);
    });

    test('the trip finder’s places and kinds of holiday', async ({ page }) => {
      await visit(page, '/find-a-trip');
      // On a phone the filters wait behind their control.
      const toggle = page.getByRole('group', { name: /^Filters/ }).locator(':scope > summary');
      if (await toggle.isVisible()) await toggle.click();
      const filters = page.getByRole('form', { name: 'Trip finder filters' });
      await expectBesideTheirWords(filters);
    });
  });
}
