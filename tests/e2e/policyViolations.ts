import type { Page } from '@playwright/test';

declare global {
  interface Window {
    __reportPolicyViolation?: (line: string) => void;
  }
}

/**
 * Records every Content-Security-Policy violation a page reports, across its navigations: the
 * `securitypolicyviolation` events of the document (the listener is installed before any script
 * of the page runs) and the browser's console messages about the policy. Returns the list, which
 * fills as the page runs.
 */
export async function watchPolicyViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__reportPolicyViolation', (line: string) => violations.push(line));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const where = event.sourceFile ? ` at ${event.sourceFile}:${event.lineNumber}` : '';
      void window.__reportPolicyViolation?.(
        `${event.effectiveDirective} refused ${event.blockedURI || 'inline'}${where}`,
      );
    });
  });
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text());
  });
  return violations;
}
