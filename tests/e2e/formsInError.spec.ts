import { expect, type Locator, type Page } from '@playwright/test';
import { visit } from './visit.ts';
import { test } from './fixtures.ts';

/** Where a field's box sits, measured from the top left of its form (which may scroll). */
interface FieldBox {
  name: string;
  top: number;
  height: number;
}

/**
 * Every field of a form a visitor can fill in or tick, found by role as assistive technology
 * finds them (so the honeypot, hidden from both, is left out).
 */
async function fieldBoxes(form: Locator): Promise<FieldBox[]> {
  await expect(form).toBeVisible();
  const fields = form.getByRole('textbox').or(form.getByRole('checkbox'));
  // Measured in one pass in the page, so every box is read from the same layout (and a busy
  // phone is asked once, not once per field).
  return fields.evaluateAll((elements) =>
    elements.map((element) => {
      const box = element.getBoundingClientRect();
      const formTop = element.closest('form')?.getBoundingClientRect().top ?? 0;
      const name = element.getAttribute('name') ?? '';
      const value = element.getAttribute('value') ?? '';
      return {
        name: value ? `${name}=${value}` : name,
        top: box.top - formTop,
        height: box.height,
      };
    }),
  );
}

/** What moved: every field that changed height or top edge, or left its row neighbour's line. */
function movedFields(before: FieldBox[], after: FieldBox[]): string[] {
  const moved: string[] = [];
  before.forEach((was, index) => {
    const now = after[index];
    if (!now || now.name !== was.name) {
      moved.push(`${was.name} is gone`);
      return;
    }
    if (Math.abs(now.height - was.height) > 1) {
      moved.push(`${was.name} grew from ${was.height} px to ${now.height} px`);
    }
    if (Math.abs(now.top - was.top) > 1) {
      moved.push(`${was.name} moved from ${was.top} px to ${now.top} px`);
    }
    // Fields that shared a line before must still share it.
    before.forEach((other, otherIndex) => {
      const otherNow = after[otherIndex];
      if (otherIndex <= index || !otherNow || Math.abs(other.top - was.top) > 1) return;
      if (Math.abs(otherNow.top - now.top) > 1) {
        moved.push(`${was.name} and ${other.name} are no longer in line`);
      }
    });
  });
  return moved;
}

/** Sends the form empty and checks that the errors came, and that no field moved for them. */
async function sendEmptyAndCompare(form: Locator, submit: Locator): Promise<void> {
  const before = await fieldBoxes(form);
  expect(before.length).toBeGreaterThan(1);
  await submit.click();
  await expect(form.getByText('Please tell us your name.')).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  const moved = movedFields(before, await fieldBoxes(form));
  expect(moved, moved.join('\n')).toEqual([]);
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
  test.describe(`forms showing their errors at ${width} px ${tag}`, () => {
    test.use({ viewport: { width, height: 800 } });
    const onPhone = tag === '@mobile';

    test('Talk to an expert keeps every field where it was', async ({ page }) => {
      const dialog = await openBookingForm(page, onPhone);
      // The popup's close button sits in a form of its own.
      const form = dialog
        .locator('form')
        .filter({ has: page.getByRole('button', { name: 'Submit' }) });
      await sendEmptyAndCompare(form, form.getByRole('button', { name: 'Submit' }));
    });

    test('Request a callback keeps every field where it was', async ({ page }) => {
      await visit(page, '/holiday-types/honeymoons');
      const region = page.getByRole('region', { name: 'Request a callback' });
      const form = region.locator('form');
      await sendEmptyAndCompare(form, form.getByRole('button', { name: 'Request a callback' }));
    });

    test('a journey’s callback form beside its itinerary keeps every field where it was', async ({
      page,
    }) => {
      await visit(page, '/journeys/asia');
      const region = page.getByRole('region', { name: 'Request a callback' });
      const form = region.locator('form');
      await sendEmptyAndCompare(form, form.getByRole('button', { name: 'Request a callback' }));
    });
  });
}
