import { describe, expect, it } from 'vitest';
import { fontFallbackCss } from './fontFallbacks.ts';

/** The declarations of the face named `family`, keyed by property. */
function face(css: string, family: string): Record<string, string> {
  const rule = css.split('@font-face').find((block) => block.includes(`font-family: "${family}"`));
  if (!rule) throw new Error(`No face named ${family}`);
  return Object.fromEntries(
    [...rule.matchAll(/^\s+([a-z-]+): (.+);$/gm)].map(([, property, value]) => [property, value]),
  );
}

const css = fontFallbackCss();

describe('fontFallbackCss', () => {
  it.each([
    [
      'Cormorant Garamond Variable Fallback: Times New Roman',
      ["local('Times New Roman')", "local('Liberation Serif')", "local('Tinos')"],
    ],
    ['Cormorant Garamond Variable Fallback: Noto Serif', ["local('Noto Serif Regular')"]],
    [
      'Inter Variable Fallback: Arial',
      ["local('Arial')", "local('Liberation Sans')", "local('Arimo')"],
    ],
    ['Inter Variable Fallback: Noto Sans', ["local('Noto Sans Regular')"]],
  ])('%s is drawn from %j, resized and given the web font’s heights', (family, locals) => {
    const declarations = face(css, family);
    for (const local of locals) expect(declarations.src).toContain(local);
    for (const property of ['size-adjust', 'ascent-override', 'descent-override']) {
      expect(declarations[property]).toMatch(/^\d+(\.\d+)?%$/);
    }
    expect(declarations['font-display']).toBe('swap');
  });

  it.each([
    [
      '--font-display',
      '"Cormorant Garamond Variable", "Cormorant Garamond Variable Fallback: Times New Roman", "Cormorant Garamond Variable Fallback: Noto Serif", "Times New Roman", "Noto Serif", serif',
    ],
    [
      '--font-body',
      '"Inter Variable", "Inter Variable Fallback: Arial", "Inter Variable Fallback: Noto Sans", Arial, "Noto Sans", sans-serif',
    ],
  ])(
    '%s names the web font, then its measured fallbacks, then a generic family',
    (property, stack) => {
      expect(css).toContain(`${property}: ${stack};`);
    },
  );

  it('scales a narrow display face down and a wide text face up to their fallbacks', () => {
    const percent = (family: string) => parseFloat(face(css, family)['size-adjust'] ?? '');
    expect(percent('Cormorant Garamond Variable Fallback: Times New Roman')).toBeLessThan(100);
    expect(percent('Inter Variable Fallback: Arial')).toBeGreaterThan(100);
  });
});
