/**
 * Fallback faces that take the site's two web fonts' measurements, so the text a visitor reads
 * before the fonts arrive takes the same room as the text after: no reflow, no layout shift
 * when they swap in.
 *
 * Each fallback is a font the visitor's system already has, scaled (`size-adjust`) to the web
 * font's average letter width and given its ascent, descent and line gap. The measurements come
 * from Capsize's metrics packages; nothing here is measured by hand. A fallback that a system
 * lacks is simply skipped, so the stacks list one for each kind of system: Times New Roman and
 * Arial (Windows, Apple), their metric-compatible twins Liberation and Tinos/Arimo (Linux,
 * ChromeOS), and Noto (Android).
 */
import { createFontStack } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import cormorantGaramond from '@capsizecss/metrics/cormorantGaramond';
import inter from '@capsizecss/metrics/inter';
import notoSans from '@capsizecss/metrics/notoSans';
import notoSerif from '@capsizecss/metrics/notoSerif';
import timesNewRoman from '@capsizecss/metrics/timesNewRoman';
import type { Plugin } from 'vite';

/** Fonts drawn to another font's exact widths and heights, so its measurements hold for them. */
const METRIC_TWINS: Record<string, readonly string[]> = {
  'Times New Roman': ['Liberation Serif', 'Tinos'],
  Arial: ['Liberation Sans', 'Arimo'],
};

interface FontStack {
  /** The custom property the stylesheets use. */
  property: string;
  /** The web font, under the family name its `@font-face` rules declare. */
  webFont: Parameters<typeof createFontStack>[0][number];
  fallbacks: Parameters<typeof createFontStack>[0];
  /** The generic family last in the stack. */
  generic: 'serif' | 'sans-serif';
}

const FONT_STACKS: readonly FontStack[] = [
  {
    property: '--font-display',
    webFont: { ...cormorantGaramond, familyName: 'Cormorant Garamond Variable' },
    fallbacks: [timesNewRoman, notoSerif],
    generic: 'serif',
  },
  {
    property: '--font-body',
    webFont: { ...inter, familyName: 'Inter Variable' },
    fallbacks: [arial, notoSans],
    generic: 'sans-serif',
  },
];

/** `fontFamily` → `font-family`. */
function kebab(property: string): string {
  return property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/** Adds the metric twins of the font a face names, after its own local names. */
function withTwins(src: string, familyName: string): string {
  const twins = METRIC_TWINS[familyName] ?? [];
  return [src, ...twins.map((twin) => `local('${twin}')`)].join(', ');
}

/** The stylesheet: each stack's fallback faces, and the custom properties naming the stacks. */
export function fontFallbackCss(): string {
  const faces: string[] = [];
  const properties: string[] = [];
  for (const stack of FONT_STACKS) {
    const { fontFamily, fontFaces } = createFontStack([stack.webFont, ...stack.fallbacks], {
      fontFaceFormat: 'styleObject',
      fontFaceProperties: { fontDisplay: 'swap' },
    });
    fontFaces.forEach((face, index) => {
      const fallback = stack.fallbacks[index];
      const declarations = Object.entries(face['@font-face']).map(([property, value]) => {
        const text =
          property === 'src' && fallback ? withTwins(String(value), fallback.familyName) : value;
        return `  ${kebab(property)}: ${String(text)};`;
      });
      faces.push(`@font-face {\n${declarations.join('\n')}\n}`);
    });
    properties.push(`  ${stack.property}: ${fontFamily}, ${stack.generic};`);
  }
  return [...faces, `:root {\n${properties.join('\n')}\n}`].join('\n') + '\n';
}

const MODULE_ID = 'virtual:font-fallbacks.css';
// Resolved to a path-like id ending in .css, so Vite's CSS pipeline bundles it like any stylesheet.
const RESOLVED_ID = '/__font-fallbacks.css';

/** Serves `virtual:font-fallbacks.css` to the site's build and dev server. */
export function fontFallbacksPlugin(): Plugin {
  return {
    name: 'font-fallbacks',
    resolveId: (id) => (id === MODULE_ID ? RESOLVED_ID : undefined),
    load: (id) => (id === RESOLVED_ID ? fontFallbackCss() : undefined),
  };
}
