import { useEffect, useRef } from 'react';

/**
 * Takes focus to the first field in error each time a form comes back with errors, so a
 * keyboard or screen-reader visitor lands where the correction is needed (WCAG 3.3.1, 2.4.3)
 * rather than on the submit button, below the errors. Fields mark their error with
 * `aria-invalid`, which is how the field is found.
 *
 * `errors` is the form's current field errors: a new object for every answer, so the same
 * error answered twice moves focus twice.
 */
export function useFirstErrorFocus<Errors extends object>(errors: Errors) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (Object.keys(errors).length === 0) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);
  return form;
}
