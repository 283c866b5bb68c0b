import { expect, type Page, type Route } from '@playwright/test';
import sharp from 'sharp';
import { animationsSettled } from './accessibility.ts';
import { test } from './fixtures.ts';
import { HERO_PICTURE_ROUTES } from './routeTypes.ts';
import {
  parseCssColour,
  pixelsIn,
  requiredRatio,
  sameBoxes,
  worstCaseContrast,
  type PixelRect,
} from './textOverPictures.ts';
import { visit } from './visit.ts';
import { axe } from './axe.ts';

/**
 * WCAG 1.4.3 for the words a page lays over a picture (hero titles, slide captions, cards'
 * titles), which axe leaves "to review": each is photographed with every word on the page made
 * transparent, the page's own veils and bands in place, and its colour is held to the pixels
 * behind its glyphs (see `textOverPictures.ts` for the worst case taken). One visit per kind of
 * page that opens on a picture and screen; on the home page, every slide of the hero in turn,
 * and on every page, every card of a carousel, brought into its row by the arrows.
 */

/** What the screenshot hides: every word's ink, so only what lies behind it shows, and the
 * sticky header, which may sit over a card scrolled near the top but is never behind one. */
const BACKGROUND_ONLY = `
  *, *::before, *::after {
    color: transparent !important;
    -webkit-text-fill-color: transparent !important;
    text-decoration-color: transparent !important;
    text-shadow: none !important;
    caret-color: transparent !important;
  }
  .site-header { visibility: hidden !important; }
`;

/** The attribute marking, for the length of a measure, the words found over a picture. */
const MARK = 'data-text-over-picture';

/** A slide of a carousel whose cards stand side by side in a row that its arrows move. */
const SLIDING_ROW_SLIDE = '.card-carousel .swiper-slide';

interface Found {
  readonly mark: string;
  readonly label: string;
  /** Whether a picture lies under the words (axe's doubts may lie elsewhere). */
  readonly overPicture: boolean;
}

interface Measured {
  readonly label: string;
  readonly ratio: number;
  readonly required: number;
}

/**
 * Marks every element inside `scope` whose own words are shown over a picture, and answers
 * them. An element is over a picture when, walking out from it, a picture (an `<img>`, a video,
 * a canvas, a background image) laid out under its words comes before any opaque background: a
 * card's title under its photograph is on the card's white, a hero's title is on the hero's
 * picture. Slides a visitor cannot reach (inert) and words clipped to nothing are left out; a
 * card a carousel's row holds out of sight to one side is not, since its arrows bring it round.
 * The words axe could not judge (`axeTargets`, outside inert slides) are marked too, whatever
 * lies under them, so none it left to review goes unmeasured.
 */
function markTextOverPictures(
  page: Page,
  scope: string,
  axeTargets: readonly string[] = [],
): Promise<Found[]> {
  return page.evaluate(
    ({ scope, mark, axeTargets, SLIDING_ROW_SLIDE }) => {
      for (const marked of document.querySelectorAll(`[${mark}]`)) marked.removeAttribute(mark);
      const textRects = (element: Element): DOMRect[] => {
        const box = element.getBoundingClientRect();
        // Words clipped to a pixel (a visually hidden label) are for screen readers alone.
        if (box.width < 2 || box.height < 2) return [];
        return [...element.childNodes]
          .filter((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim())
          .flatMap((node) => {
            const range = document.createRange();
            range.selectNodeContents(node);
            return [...range.getClientRects()];
          })
          .filter((rect) => rect.width >= 2 && rect.height >= 2);
      };
      const overlaps = (a: DOMRect, b: DOMRect) =>
        a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      const isPicture = (element: Element) =>
        element instanceof HTMLImageElement ||
        element instanceof HTMLVideoElement ||
        element instanceof HTMLCanvasElement ||
        getComputedStyle(element).backgroundImage.includes('url(');
      const opaque = (element: Element) => {
        const background = getComputedStyle(element).backgroundColor;
        return !background.startsWith('rgba') && background !== 'transparent';
      };
      const overPicture = (element: Element, rects: DOMRect[]): boolean => {
        for (let node: Element | null = element; node; node = node.parentElement) {
          const under = [
            node,
            ...node.querySelectorAll('img, video, canvas, [style*="background"]'),
          ];
          const picture = under.some(
            (candidate) =>
              !candidate.contains(element) &&
              isPicture(candidate) &&
              rects.some((rect) => overlaps(rect, candidate.getBoundingClientRect())),
          );
          if (picture || (node !== element && isPicture(node))) return true;
          if (opaque(node)) return false;
        }
        return false;
      };
      /**
       * Whether no box that hides its overflow cuts the words. A carousel's card may lie to one
       * side of its row, hidden for now: only the boxes above and below it count.
       */
      const unclipped = (element: Element, rects: DOMRect[]) => {
        const sideways = element.closest(SLIDING_ROW_SLIDE) !== null;
        for (let node = element.parentElement; node; node = node.parentElement) {
          const style = getComputedStyle(node);
          if (!/hidden|clip/.test(style.overflowX) && !/hidden|clip/.test(style.overflowY)) {
            continue;
          }
          const box = node.getBoundingClientRect();
          const inside = rects.every(
            (rect) =>
              (sideways || (rect.left >= box.left - 1 && rect.right <= box.right + 1)) &&
              rect.top >= box.top - 1 &&
              rect.bottom <= box.bottom + 1,
          );
          if (!inside) return false;
        }
        return true;
      };
      const found: { mark: string; label: string; overPicture: boolean }[] = [];
      const root = document.querySelector(scope);
      if (!root) throw new Error(`Nothing matches ${scope}`);
      const unsure = new Set<Element>();
      for (const target of axeTargets) {
        const element = document.querySelector(target);
        if (!element) throw new Error(`axe named ${target}, which is not on the page`);
        // A hidden slide's words are measured when their slide is shown.
        if (element.closest('[inert]')) continue;
        // axe names the element whose words it weighed; its words may sit in a child.
        const words = [element, ...element.querySelectorAll('*')].find(
          (each) => textRects(each).length > 0,
        );
        unsure.add(words ?? element);
      }
      for (const element of root.querySelectorAll('*')) {
        if (element.closest('[inert], [aria-hidden="true"]')) continue;
        if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
        const rects = textRects(element);
        // Words a box hides for good are not shown; a row that scrolls is brought round below.
        if (rects.length === 0 || !unclipped(element, rects)) continue;
        const onPicture = overPicture(element, rects);
        if (!unsure.delete(element) && !onPicture) continue;
        const id = String(found.length);
        element.setAttribute(mark, id);
        const words = element.textContent?.trim().replace(/\s+/g, ' ').slice(0, 40) ?? '';
        found.push({
          mark: id,
          label: `<${element.localName}.${element.classList[0] ?? ''}> "${words}"`,
          overPicture: onPicture,
        });
      }
      if (unsure.size > 0) {
        throw new Error(
          `axe could not judge words this test cannot find: ${[...unsure].map((element) => element.outerHTML.slice(0, 80)).join('; ')}`,
        );
      }
      return found;
    },
    { scope, mark: MARK, axeTargets, SLIDING_ROW_SLIDE },
  );
}

/** What the measure needs of a marked element's words, as they stand in the window. */
interface Words {
  readonly mark: string;
  /** How many pictures, arrived, decoded and shown, lie under the words. */
  readonly pictures: number;
  readonly colour: string;
  /** The opacity the words are painted at, their own and their ancestors'. */
  readonly opacity: number;
  readonly fontSize: number;
  readonly fontWeight: number;
  /** The glyphs' boxes, in CSS pixels from the window's corner. */
  readonly rects: readonly PixelRect[];
}

/**
 * The marked elements (of `marks`) whose words lie wholly in the window, once every picture
 * shown under them has arrived, been decoded and been painted, with their words as they then
 * stand: all can be measured from one screenshot.
 */
function wordsInWindow(page: Page, marks: readonly string[]): Promise<Words[]> {
  return page.evaluate(
    async ({ marks, attribute }) => {
      const textRects = (element: Element): DOMRect[] => {
        const own = [...element.childNodes].filter(
          (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
        );
        // An element axe named may hold its words in a child.
        const nodes = own.length > 0 ? own : [element];
        return nodes
          .flatMap((node) => {
            const range = document.createRange();
            range.selectNodeContents(node);
            return [...range.getClientRects()];
          })
          .filter((rect) => rect.width >= 2 && rect.height >= 2);
      };
      const overlaps = (a: DOMRect, b: DOMRect) =>
        a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      /** Whether no box that hides or scrolls its overflow cuts the words. */
      const unclipped = (element: Element, rects: DOMRect[]) => {
        for (let node = element.parentElement; node; node = node.parentElement) {
          const style = getComputedStyle(node);
          const clips = /hidden|clip|auto|scroll/;
          if (!clips.test(style.overflowX) && !clips.test(style.overflowY)) continue;
          const box = node.getBoundingClientRect();
          const inside = rects.every(
            (rect) =>
              rect.left >= box.left - 1 &&
              rect.right <= box.right + 1 &&
              rect.top >= box.top - 1 &&
              rect.bottom <= box.bottom + 1,
          );
          if (!inside) return false;
        }
        return true;
      };
      const inWindow = () =>
        marks.flatMap((id) => {
          const element = document.querySelector(`[${attribute}="${id}"]`);
          const rects = element ? textRects(element) : [];
          const shown =
            element !== null &&
            rects.length > 0 &&
            unclipped(element, rects) &&
            rects.every(
              (rect) =>
                rect.left >= 0 &&
                rect.top >= 0 &&
                rect.right <= innerWidth &&
                rect.bottom <= innerHeight,
            );
          return element && shown ? [{ id, element, rects }] : [];
        });
      /** The pictures painted under some words: displayed, visible and not faded out. */
      const picturesUnder = (rects: readonly DOMRect[]) =>
        [...document.images].filter((img) => {
          const box = img.getBoundingClientRect();
          return (
            img.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
            rects.some((rect) => overlaps(rect, box))
          );
        });
      const frame = () => new Promise((done) => requestAnimationFrame(done));
      /**
       * Waits until the picture the browser chose (`currentSrc`, from the srcset and the
       * `<picture>`'s sources) has arrived and is decoded. A lazy picture not yet asked for
       * holds its `decode()` until it arrives; a broken one refuses it, and is left for the
       * measure to find missing. A source changed on the way refuses it too, and is waited for.
       */
      const arrived = async (img: HTMLImageElement) => {
        for (;;) {
          const decoded = await img.decode().then(
            () => true,
            () => false,
          );
          if (img.complete && img.naturalWidth > 0 && img.currentSrc) return;
          if (!decoded && img.complete) return;
          await frame();
        }
      };
      await Promise.all(
        picturesUnder(inWindow().flatMap(({ rects }) => rects)).map((img) => arrived(img)),
      );
      // Decoded pictures are painted with the next frame; the one after shows it done.
      await frame();
      await frame();
      // Read after the wait, which a carousel starting as it nears may have spent moving cards.
      return inWindow().map(({ id, element, rects }) => {
        let opacity = 1;
        for (let node: Element | null = element; node; node = node.parentElement) {
          opacity *= Number(getComputedStyle(node).opacity);
        }
        const style = getComputedStyle(element);
        return {
          mark: id,
          pictures: picturesUnder(rects).filter(
            (img) => img.complete && img.naturalWidth > 0 && img.currentSrc,
          ).length,
          colour: style.color,
          opacity,
          fontSize: parseFloat(style.fontSize),
          fontWeight: Number(style.fontWeight),
          rects: rects.map(({ x, y, width, height }) => ({ x, y, width, height })),
        };
      });
    },
    { marks, attribute: MARK },
  );
}

/**
 * Brings a marked element's words to the middle of the window. A card that a carousel's row
 * holds to one side is brought into the row by the carousel's arrows, the way a visitor moves
 * it (a swipe on the phone moves the row the same way): the row is never scrolled behind the
 * carousel's back, since Swiper lays it out by a transform and would not know.
 */
async function bringIntoView(page: Page, found: Found): Promise<void> {
  const words = page.locator(`[${MARK}="${found.mark}"]`);
  await words.evaluate((element, slidingRowSlide) => {
    if (!element.closest(slidingRowSlide)) {
      element.scrollIntoView({ block: 'center', inline: 'nearest' });
      return;
    }
    const box = element.getBoundingClientRect();
    window.scrollBy({ top: box.top + box.height / 2 - innerHeight / 2, behavior: 'instant' });
  }, SLIDING_ROW_SLIDE);
  const carousel = page.locator('.card-carousel').filter({ has: words });
  if ((await carousel.count()) === 0) return;
  /** Which side of its row the words lie, or whether they are in it. */
  const side = () =>
    words.evaluate((element) => {
      const row = element.closest('.swiper')?.getBoundingClientRect();
      const range = document.createRange();
      range.selectNodeContents(element);
      const box = range.getBoundingClientRect();
      if (row && box.left < row.left - 1) return 'before';
      if (row && box.right > row.right + 1) return 'after';
      return 'within';
    });
  const left = () => words.evaluate((element) => element.getBoundingClientRect().left);
  const cards = await carousel.locator('.swiper-slide').count();
  for (let moves = 0, where = await side(); where !== 'within'; moves++, where = await side()) {
    expect(moves, `${found.label} is brought into its row`).toBeLessThan(cards);
    const arrow = carousel.getByRole('button', {
      name: where === 'after' ? 'Next slide' : 'Previous slide',
    });
    await expect(arrow, `${found.label} can be reached by the arrows`).toBeEnabled();
    const before = await left();
    await arrow.click();
    await expect.poll(left, `the row moves towards ${found.label}`).not.toBe(before);
    await animationsSettled(page);
  }
}

/**
 * The words wholly in the window (of `waiting`, `next` among them), photographed with every
 * word made transparent, once they hold still. A carousel that starts as it nears the window
 * spaces its cards anew, which may happen between the words' boxes being read and the
 * screenshot: the boxes are read again after it, and the photograph taken again if they moved.
 */
async function photographWords(page: Page, next: Found, waiting: readonly Found[]) {
  const marks = waiting.map(({ mark }) => mark);
  for (let attempt = 1; ; attempt++) {
    await animationsSettled(page);
    const words = await wordsInWindow(page, marks);
    expect(
      words.map(({ mark }) => mark),
      `${next.label} fits in the window`,
    ).toContain(next.mark);
    const background = await backgroundOf(page, words);
    const after = await wordsInWindow(page, marks);
    if (sameBoxes(words, after)) return { words, background };
    expect(attempt, `${next.label} holds still to be photographed`).toBeLessThan(4);
  }
}

/**
 * The part of the window holding `words`, as painted with every word transparent: decoded, with
 * where it lies and its pixels to a CSS pixel (two on the phone).
 */
async function backgroundOf(page: Page, words: readonly Words[]) {
  const rects = words.flatMap((each) => each.rects);
  const left = Math.floor(Math.min(...rects.map((rect) => rect.x)));
  const top = Math.floor(Math.min(...rects.map((rect) => rect.y)));
  const right = Math.ceil(Math.max(...rects.map((rect) => rect.x + rect.width)));
  const bottom = Math.ceil(Math.max(...rects.map((rect) => rect.y + rect.height)));
  const shot = await page.screenshot({
    clip: { x: left, y: top, width: right - left, height: bottom - top },
    style: BACKGROUND_ONLY,
    animations: 'disabled',
    caret: 'hide',
  });
  const { data, info } = await sharp(shot).raw().toBuffer({ resolveWithObject: true });
  return {
    pixels: { data, width: info.width, height: info.height, channels: info.channels },
    left,
    top,
    scale: info.width / (right - left),
  };
}

/** The worst-case contrast of some words against the screenshot's pixels behind them. */
function contrastOf(
  words: Words,
  background: Awaited<ReturnType<typeof backgroundOf>>,
): { ratio: number; required: number } {
  const { pixels, left, top, scale } = background;
  const rects = words.rects.map((rect) => ({
    x: (rect.x - left) * scale,
    y: (rect.y - top) * scale,
    width: rect.width * scale,
    height: rect.height * scale,
  }));
  const colour = parseCssColour(words.colour);
  const ratio = worstCaseContrast(
    { ...colour, a: colour.a * words.opacity },
    pixelsIn(pixels, rects),
  );
  return {
    ratio: Math.round(ratio * 100) / 100,
    required: requiredRatio(words.fontSize, words.fontWeight),
  };
}

/**
 * Every element's words over a picture in `scope` (and those axe named), measured: the first
 * not yet measured is brought into the window, and every one then in the window is measured
 * from one screenshot, until none is left.
 */
async function measureScope(
  page: Page,
  scope: string,
  axeTargets: readonly string[] = [],
): Promise<Measured[]> {
  const found = await markTextOverPictures(page, scope, axeTargets);
  const measured: Measured[] = [];
  let waiting = found;
  for (let next = waiting[0]; next; next = waiting[0]) {
    await bringIntoView(page, next);
    const { words, background } = await photographWords(page, next, waiting);
    for (const each of words) {
      const { label, overPicture } = found.find(({ mark }) => mark === each.mark) ?? next;
      // Words found over a picture are measured over it, never over the ground it hides.
      if (overPicture) expect(each.pictures, `${label} has its picture`).toBeGreaterThan(0);
      measured.push({ label, ...contrastOf(each, background) });
    }
    waiting = waiting.filter(({ mark }) => !words.some((each) => each.mark === mark));
  }
  return measured;
}

/**
 * The elements axe could not judge for want of a plain background (a picture, a gradient, an
 * overlap): the list this test must cover.
 */
async function axeUnsure(page: Page): Promise<string[]> {
  const { incomplete } = await axe(page).withRules(['color-contrast']).exclude('iframe').analyze();
  return incomplete.flatMap((result) => result.nodes.map((node) => node.target.join(' ')));
}

/** The pictures the site's own host renders from the lake, sized and cropped for each place. */
const PICTURES = /\/images\//;

/** How many times a refused render is asked for again before the picture is left missing. */
const RENDER_ATTEMPTS = 10;

/**
 * Passes a picture's request to the host, asking again when the host refuses the render for
 * being busy (429, with the seconds to wait in Retry-After), as a client told to come back
 * does. A browser shows such a picture broken and never asks again, so under a full run's load
 * (two workers rendering pictures on a two-core machine) the hero's later slides have been
 * refused (measured: one after 5.8 s in the host's queue), and the words measured over
 * nothing. Any other answer reaches the page as it came: a picture truly missing still fails.
 */
async function askAgainWhenBusy(route: Route): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const response = await route.fetch();
    if (response.status() !== 429 || attempt === RENDER_ATTEMPTS) {
      await route.fulfill({ response });
      return;
    }
    const seconds = Number(response.headers()['retry-after'] ?? 1);
    await new Promise((resume) => setTimeout(resume, seconds * 1000));
  }
}

/** The words measured below the ratio WCAG asks of them, with the ratio each keeps. */
const tooFaint = (measured: readonly Measured[]) =>
  measured
    .filter((each) => each.ratio < each.required)
    .map((each) => `${each.label}: ${each.ratio}:1, needs ${each.required}:1`);

test.describe('text over pictures keeps WCAG’s contrast (1.4.3)', () => {
  test.beforeEach(async ({ page }) => {
    // Carousels hold still; the hero's slides are chosen below.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.route(PICTURES, askAgainWhenBusy);
  });

  test.afterEach(async ({ page }) => {
    // A picture still being asked for when the test ends is not the next test's concern.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  for (const route of HERO_PICTURE_ROUTES) {
    test(`on ${route}`, async ({ page }, testInfo) => {
      test.slow(route === '/', 'the home page measures each of its seven slides');
      await visit(page, route);
      // Every word axe left to review is measured here, or with its slide below.
      const measured = await measureScope(page, 'body', await axeUnsure(page));

      const slides = page.locator('.hero-carousel .swiper-slide');
      const slideCount = await slides.count();
      if (slideCount > 1) {
        // Each slide's picture differs: each caption is measured over its own. The visitor's
        // way to a slide is its dot, which appears once the slideshow wakes at a touch.
        await page.getByRole('region', { name: 'Featured journeys' }).hover();
        for (let slide = 2; slide <= slideCount; slide++) {
          await page.getByRole('button', { name: `Go to slide ${slide}` }).click();
          await expect(slides.nth(slide - 1)).toHaveClass(/swiper-slide-active/);
          await expect(slides.nth(slide - 1)).not.toHaveAttribute('inert');
          await animationsSettled(page);
          const caption = await measureScope(page, '.hero-carousel .swiper-slide-active');
          measured.push(
            ...caption.map((each) => ({ ...each, label: `slide ${slide} ${each.label}` })),
          );
        }
      }

      await testInfo.attach('contrast of text over pictures', {
        body: JSON.stringify(measured, null, 2),
        contentType: 'application/json',
      });
      expect(measured.length, 'words found over a picture').toBeGreaterThan(0);
      expect(tooFaint(measured)).toEqual([]);
    });
  }
});
