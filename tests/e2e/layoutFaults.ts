import type { Page } from '@playwright/test';

/**
 * What is wrong with the page's layout at the current window width, in words: the document
 * scrolls sideways, an element reaches past the window's right edge, or (on wide windows) a
 * section's content runs from one window edge to the other instead of sitting in the gutter.
 */
export function layoutFaults(page: Page, checkGutter: boolean): Promise<string[]> {
  return page.evaluate((checkGutter) => {
    const faults: string[] = [];
    const root = document.documentElement;
    const viewport = root.clientWidth;
    const describe = (element: Element) => {
      const classes = [...element.classList].slice(0, 2).join('.');
      return `<${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''}>`;
    };
    if (root.scrollWidth > viewport) {
      faults.push(`the page scrolls sideways (${root.scrollWidth} px in ${viewport} px)`);
    }

    // An element inside a box that clips or scrolls sideways (a carousel track, a cropped
    // picture) cannot push the page wider: that box is checked instead.
    const clipped = (element: Element) => {
      for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
        if (getComputedStyle(box).overflowX !== 'visible') return true;
      }
      return false;
    };
    const hidden = (element: Element, box: DOMRect) => {
      const style = getComputedStyle(element);
      return (
        style.visibility === 'hidden' ||
        style.display === 'none' ||
        // Visually hidden text for screen readers is a one-pixel box.
        (box.width <= 1 && box.height <= 1)
      );
    };
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.right <= viewport + 0.5 || hidden(element, box) || clipped(element)) continue;
      faults.push(`${describe(element)} reaches ${Math.round(box.right)} px`);
    }

    // A section may have a picture from edge to edge, but its words, links and cards sit in the
    // page gutter: the box around them must not touch both window edges.
    if (checkGutter) {
      const content = 'h1, h2, h3, h4, h5, h6, p, li, a, button, label, input, textarea, select';
      for (const section of document.querySelectorAll('main section, main > *, article > *')) {
        let left = Infinity;
        let right = -Infinity;
        for (const element of section.querySelectorAll(content)) {
          const box = element.getBoundingClientRect();
          if (hidden(element, box) || clipped(element)) continue;
          left = Math.min(left, box.left);
          right = Math.max(right, box.right);
        }
        if (left <= 0 && right >= viewport) {
          faults.push(`${describe(section)} has content from edge to edge`);
        }
      }
    }
    return [...new Set(faults)];
  }, checkGutter);
}
