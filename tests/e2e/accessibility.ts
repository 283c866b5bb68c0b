import { expect, type Locator, type Page } from '@playwright/test';
import { axe } from './axe.ts';

/**
 * Measures of WCAG 2.2 AA that a browser test takes on the page as it stands. Each answers the
 * barriers it found, in words a reader of a failed test can act on, and an empty list when
 * there are none. They are shared by the route-type sweep and the journeys, so one visit of a
 * page can run them all.
 */

/**
 * axe's rules for WCAG 2.0, 2.1 and 2.2 at levels A and AA (its `target-size` rule is in
 * `wcag22aa`), and its best-practice rules. axe leaves WCAG 2.2 out unless asked.
 */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Waits until every animation with an end (a fade, a drawer sliding in) has ended: what is
 * measured is then what the visitor sees once the page is still.
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().endTime === Infinity,
      ),
  );
}

/**
 * axe's violations on the page, or inside `scope` (a CSS selector). Frames are left out: the
 * only ones are the scheduler's and the live chat's, pages other businesses serve, which axe
 * cannot reach on this offline machine and the site cannot change.
 */
export async function axeViolations(page: Page, scope?: string): Promise<string[]> {
  // axe reads colours as painted: a popup still fading in has its words at part opacity.
  await animationsSettled(page);
  let builder = axe(page).withTags(AXE_TAGS).exclude('iframe');
  if (scope) builder = builder.include(scope);
  const { violations } = await builder.analyze();
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')} (${violation.help})`),
  );
}

/** What a visitor can press or reach with Tab. */
const CONTROLS = [
  'a[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'summary',
  '[role="button"]',
  '[role="link"]',
  '[role="tab"]',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

/** The least target WCAG 2.2 allows (2.5.8), in CSS pixels each way. */
export const MINIMUM_TARGET = 24;

/**
 * WCAG 2.2's 2.5.8 Target size (minimum), measured: every control a visitor can see is at
 * least 24 × 24 CSS px, or a 24 px circle centred on it touches no other control nor another
 * small control's circle (the spacing exception). A link inside a sentence is exempt, as the
 * criterion allows, and so is a control clipped out of sight (a carousel's later cards).
 */
export function undersizedTargets(page: Page): Promise<string[]> {
  return page.evaluate(
    ({ selector, minimum }) => {
      const describe = (element: Element) =>
        `<${element.tagName.toLowerCase()}> "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;
      /** Where a control answers a press: its own box, or its label's if that is larger. */
      const pressable = (element: Element): DOMRect => {
        const own = element.getBoundingClientRect();
        const labels = element instanceof HTMLInputElement ? [...(element.labels ?? [])] : [];
        return labels
          .map((label) => label.getBoundingClientRect())
          .reduce(
            (best, box) => (box.width * box.height > best.width * best.height ? box : best),
            own,
          );
      };
      const shown = (element: Element, box: DOMRect) => {
        if (box.width === 0 || box.height === 0) return false;
        if (element.closest('[inert], [aria-hidden="true"]')) return false;
        // Hidden yet still laid out: a closed <details>'s fields (the phone's finder filters)
        // keep boxes that lie over the list below, where no finger can press them.
        if (!element.checkVisibility({ visibilityProperty: true })) return false;
        // Clipped out of sight by a box that scrolls or hides its overflow (a carousel row).
        for (let box2 = element.parentElement; box2; box2 = box2.parentElement) {
          if (getComputedStyle(box2).overflowX === 'visible') continue;
          const clip = box2.getBoundingClientRect();
          if (box.right <= clip.left || box.left >= clip.right) return false;
        }
        return true;
      };
      /** A link in a line of text: the criterion's inline exception. */
      const inSentence = (element: Element) => {
        if (getComputedStyle(element).display !== 'inline') return false;
        const block = element.parentElement;
        return (
          block !== null &&
          (block.textContent ?? '').trim().length > (element.textContent ?? '').trim().length
        );
      };
      const targets = [...document.querySelectorAll(selector)]
        .map((element) => ({ element, box: pressable(element) }))
        .filter(({ element, box }) => shown(element, box) && !inSentence(element));
      const small = targets.filter(
        ({ box }) => box.width < minimum - 0.5 || box.height < minimum - 0.5,
      );
      const centre = (box: DOMRect) => ({
        x: box.left + box.width / 2,
        y: box.top + box.height / 2,
      });
      const distanceToBox = (point: { x: number; y: number }, box: DOMRect) =>
        Math.hypot(
          Math.max(box.left - point.x, 0, point.x - box.right),
          Math.max(box.top - point.y, 0, point.y - box.bottom),
        );
      const faults: string[] = [];
      for (const target of small) {
        const middle = centre(target.box);
        const crowdedBy = targets.find((other) => {
          if (other.element === target.element) return false;
          if (other.element.contains(target.element) || target.element.contains(other.element))
            return false;
          return small.includes(other)
            ? Math.hypot(middle.x - centre(other.box).x, middle.y - centre(other.box).y) <
                minimum - 0.5
            : distanceToBox(middle, other.box) < minimum / 2 - 0.5;
        });
        if (crowdedBy) {
          faults.push(
            `${describe(target.element)} is ${Math.round(target.box.width)} × ${Math.round(target.box.height)} px, too near ${describe(crowdedBy.element)}`,
          );
        }
      }
      return faults;
    },
    { selector: CONTROLS, minimum: MINIMUM_TARGET },
  );
}

/** What a focused element looks like to the visitor, measured in the page. */
export interface FocusStop {
  /** The element, described for a reader of a failed test. */
  name: string;
  /** Something other than the element (the sticky header, a popup, the chat button) covers it. */
  obscured: boolean;
  /** The focus indicator's best contrast against the background it is drawn on. */
  contrast: number;
  /** The indicator's thickness in CSS px (an outline's width or a ring's spread). */
  thickness: number;
}

/** A focus indicator WCAG 2.2 accepts (2.4.7 visible, measured as 2.4.13 asks): 3:1, 2 px. */
export const INDICATOR = { contrast: 3, thickness: 2 } as const;

/** What `readFocus` answers about the focused element. */
interface FocusReading {
  /** The stop as the visitor sees it, or null when nothing on the page has focus. */
  stop: FocusStop | null;
  /** The element's place in the document (child indexes up to the root): names it uniquely. */
  place: string;
  /** Whether the focused element is the one the reading was asked on. */
  reached: boolean;
}

/**
 * Reads the focused element in the page, in one round trip from the test (a Tab walk takes one
 * reading a stop, hundreds on a long page): whether it can be seen, its indicator, its place,
 * and whether it is `target`. With `settle`, it first waits, in the page and frame by frame,
 * until what is measured is what the visitor is shown: a card focused in a carousel whose code
 * is still on its way is shown by the carousel once its code arrives (Swiper is loaded when a
 * visitor reaches for a carousel), so that is waited for, up to 15 s (a carousel that never
 * starts is measured as it stands); then every animation with an end has ended (a carousel
 * sliding the focused card into view, or a change made under reduced motion, starts from its
 * old state until the browser's next frame); then the focused element stands still, at one
 * place two frames in a row.
 */
async function readFocus(target: Element, settle: boolean): Promise<FocusReading> {
  const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
  if (settle) {
    const carouselStarted = () => {
      const carousel = document.activeElement?.closest('.swiper');
      return !carousel || carousel.classList.contains('swiper-initialized');
    };
    for (const end = performance.now() + 15_000; !carouselStarted() && performance.now() < end;)
      await frame();
    const animationsEnded = () =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' ||
            animation.effect?.getComputedTiming().endTime === Infinity,
        );
    while (!animationsEnded()) await frame();
    const at = () => {
      const box = document.activeElement?.getBoundingClientRect();
      return box ? `${box.x},${box.y},${box.width},${box.height}` : '';
    };
    for (let tries = 0; tries < 300; tries += 1) {
      const before = at();
      await frame();
      await frame();
      if (at() === before) break;
    }
  }

  const measure = (): FocusStop | null => {
    const element = document.activeElement;
    if (!element || element === document.body || element.tagName === 'IFRAME') return null;
    const name = `<${element.tagName.toLowerCase()}> "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;

    // 2.4.11: covered entirely, at every point of a grid over its box within the window, by
    // something that is neither the element, nor inside it, nor its own label.
    const own = (hit: Element | null) =>
      hit !== null &&
      (element.contains(hit) ||
        hit.contains(element) ||
        (element instanceof HTMLInputElement &&
          [...(element.labels ?? [])].some((label) => label.contains(hit))));
    const box = element.getBoundingClientRect();
    const left = Math.max(box.left, 0);
    const right = Math.min(box.right, window.innerWidth);
    const top = Math.max(box.top, 0);
    const bottom = Math.min(box.bottom, window.innerHeight);
    // A see-through element (a slide faded out) shows nothing, whatever lies on top.
    // A field drawn by its label (a chip's hidden box) is judged by the label's surroundings.
    const drawnByLabel = element instanceof HTMLInputElement && (element.labels?.length ?? 0) > 0;
    let opacity = 1;
    for (
      let node = drawnByLabel ? element.parentElement : element;
      node;
      node = node.parentElement
    ) {
      opacity *= Number(getComputedStyle(node).opacity);
    }
    let obscured = true;
    if (right > left && bottom > top && opacity > 0.1) {
      for (const fx of [0.1, 0.5, 0.9]) {
        for (const fy of [0.1, 0.5, 0.9]) {
          const hit = document.elementFromPoint(
            left + (right - left) * fx,
            top + (bottom - top) * fy,
          );
          if (own(hit)) obscured = false;
        }
      }
    }

    // 2.4.7: the indicator is the element's outline or ring, or, for a control drawn by its
    // label (a hidden box behind a chip), the label's or the next element's.
    const drawers = [
      element,
      ...(element instanceof HTMLInputElement ? [...(element.labels ?? [])] : []),
      ...(element.nextElementSibling ? [element.nextElementSibling] : []),
    ];
    const channels = (colour: string) => {
      const inner = colour.match(/rgba?\(([^)]+)\)/)?.[1];
      if (inner === undefined) return null;
      const [r = 0, g = 0, b = 0, a = 1] = inner
        .split(/[ ,/]+/)
        .filter(Boolean)
        .map(Number);
      return { r, g, b, a };
    };
    const luminance = ({ r, g, b }: { r: number; g: number; b: number }) => {
      const linear = (value: number) => {
        const c = value / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
    };
    // The background the indicator is drawn on: the first opaque one behind the element.
    let background = { r: 255, g: 255, b: 255, a: 1 };
    for (let node = element.parentElement; node; node = node.parentElement) {
      const colour = channels(getComputedStyle(node).backgroundColor);
      if (colour && colour.a >= 0.99) {
        background = colour;
        break;
      }
    }
    let contrast = 1;
    let thickness = 0;
    for (const drawer of drawers) {
      const style = getComputedStyle(drawer);
      const rings: { colour: string; width: number }[] = [];
      if (style.outlineStyle !== 'none') {
        rings.push({ colour: style.outlineColor, width: parseFloat(style.outlineWidth) });
      }
      for (const shadow of style.boxShadow.matchAll(
        /(rgba?\([^)]+\))\s+(-?[\d.]+)px\s+(-?[\d.]+)px\s+(-?[\d.]+)px\s+(-?[\d.]+)px/g,
      )) {
        if (shadow[1] && Number(shadow[2]) === 0 && Number(shadow[3]) === 0) {
          rings.push({ colour: shadow[1], width: Number(shadow[5]) });
        }
      }
      for (const ring of rings) {
        const colour = channels(ring.colour);
        if (!colour || colour.a < 0.99 || ring.width <= 0) continue;
        const ends = [luminance(colour), luminance(background)];
        const ratio = (Math.max(...ends) + 0.05) / (Math.min(...ends) + 0.05);
        if (ratio > contrast) contrast = ratio;
        if (ring.width > thickness) thickness = ring.width;
      }
    }
    return { name, obscured, contrast: Math.round(contrast * 100) / 100, thickness };
  };

  const path: number[] = [];
  for (let node = document.activeElement; node?.parentElement; node = node.parentElement) {
    path.push([...node.parentElement.children].indexOf(node));
  }
  return {
    stop: measure(),
    place: path.join('.'),
    reached: target === document.activeElement,
  };
}

/** The focused element, read from the page (see `readFocus`). */
function focusReading(page: Page, settle: boolean): Promise<FocusReading> {
  return page.locator(':root').evaluate(readFocus, settle);
}

/**
 * Tabs through every element a visitor can reach with the keyboard, from the top of the page
 * until focus comes round again, and measures each stop (see `FocusStop`) once it has settled.
 */
export async function tabThrough(page: Page, limit = 400): Promise<FocusStop[]> {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  const stops: FocusStop[] = [];
  const seen = new Set<string>();
  for (let step = 0; step < limit; step += 1) {
    await page.keyboard.press('Tab');
    const { stop, place } = await focusReading(page, true);
    if (stop === null) break;
    // Coming round to a place already seen ends the walk.
    if (seen.has(place)) break;
    seen.add(place);
    stops.push(stop);
  }
  return stops;
}

/** The focus stops that fail 2.4.11 (obscured) or 2.4.7 (too faint or too thin), in words. */
export function focusFaults(stops: readonly FocusStop[]): string[] {
  return stops.flatMap((stop) => [
    ...(stop.obscured ? [`${stop.name} is hidden behind something when focused`] : []),
    ...(stop.contrast < INDICATOR.contrast || stop.thickness < INDICATOR.thickness
      ? [
          `${stop.name}'s focus indicator is ${stop.thickness} px at ${stop.contrast}:1 against its background`,
        ]
      : []),
  ]);
}

/**
 * WCAG's text spacing (1.4.12): line height 1.5 times the font size, paragraph spacing 2 times,
 * letter spacing 0.12 times and word spacing 0.16 times, as a visitor's own style sheet sets it.
 */
export async function applyTextSpacing(page: Page): Promise<void> {
  await page.addStyleTag({
    content: `* { line-height: 1.5 !important; letter-spacing: 0.12em !important;
      word-spacing: 0.16em !important; }
      p { margin-bottom: 2em !important; }`,
  });
  await page.evaluate(() => document.head.lastElementChild?.setAttribute('data-text-spacing', ''));
}

/** Takes the visitor's text spacing (see `applyTextSpacing`) away again. */
export async function removeTextSpacing(page: Page): Promise<void> {
  await page.evaluate(() => document.querySelector('style[data-text-spacing]')?.remove());
}

/**
 * Text cut off: an element that hides its overflow and holds text that no longer fits it.
 * Boxes that clip on purpose are left out: a carousel's row (its cards slide in), a picture's
 * frame, and text hidden for all but screen readers.
 */
export function clippedText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const faults: string[] = [];
    for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
      const style = getComputedStyle(element);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      if (element.closest('.swiper, .visually-hidden, picture, [aria-hidden="true"]')) continue;
      if (element.clientWidth <= 1 || element.clientHeight <= 1) continue;
      if (!(element.innerText ?? '').trim()) continue;
      const wide = style.overflowX !== 'visible' && element.scrollWidth > element.clientWidth + 1;
      const tall = style.overflowY !== 'visible' && element.scrollHeight > element.clientHeight + 1;
      // A box that scrolls lets the visitor reach what does not fit; one that hides does not.
      const hides = (axis: string) => axis === 'hidden' || axis === 'clip';
      if ((wide && hides(style.overflowX)) || (tall && hides(style.overflowY))) {
        const classes = [...element.classList].slice(0, 2).join('.');
        faults.push(
          `<${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''}> cuts its text off`,
        );
      }
    }
    return [...new Set(faults)];
  });
}

/**
 * Presses Tab, from wherever focus is, until `target` has focus, as a keyboard visitor makes
 * their way to a control; every stop on the way must be in sight and show a visible indicator.
 * Fails when the target is not reached within `limit` presses.
 */
export async function tabTo(page: Page, target: Locator, limit = 200): Promise<void> {
  const faults: string[] = [];
  for (let step = 0; step < limit; step += 1) {
    await page.keyboard.press('Tab');
    const { stop, reached } = await target.evaluate(readFocus, false);
    if (stop) faults.push(...focusFaults([stop]));
    if (reached) {
      expect(faults, faults.join('\n')).toEqual([]);
      return;
    }
  }
  throw new Error(`${limit} presses of Tab never reached ${target.toString()}`);
}

/** The focused element, measured as `tabThrough` measures each stop: in sight and visible. */
export async function focusShows(page: Page): Promise<string[]> {
  const { stop } = await focusReading(page, false);
  return stop ? focusFaults([stop]) : ['nothing has focus'];
}
