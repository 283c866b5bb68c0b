import lastTested from './lastTested.json' with { type: 'json' };

/** Where the accessibility statement, an editors' page, is published. */
export const ACCESSIBILITY_STATEMENT_SLUG = 'accessibility';

/**
 * The day the browser suite last proved WCAG 2.2 AA on every kind of page: written by the
 * suite's accessibility reporter when the whole sweep passes, and read here when the site is
 * built, so the statement's date is the suite's and never typed by hand.
 */
export function lastTestedOn(): { iso: string; label: string } | null {
  const iso: string | null = lastTested.testedOn;
  // No run has yet passed the whole sweep: the statement says so rather than show a day.
  if (!iso) return null;
  const label = new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`));
  return { iso, label };
}
