import { describe, expect, it } from 'vitest';
import {
  INITIAL_ROTATION,
  isRotating,
  nextRotation,
  rotationControlLabel,
  slidesLiveRegion,
  type RotationEvent,
  type SlideshowRotation,
} from './slideshowRotation.ts';

const run = (...events: RotationEvent['type'][]): SlideshowRotation =>
  events.reduce((state, type) => nextRotation(state, { type }), INITIAL_ROTATION);

describe('the hero slideshow after what a visitor does', () => {
  it.each<[string, RotationEvent['type'][], boolean, string, 'off' | 'polite']>([
    ['nothing yet', [], true, 'Pause slideshow', 'off'],
    ['pressed the control', ['toggle'], false, 'Play slideshow', 'polite'],
    ['pressed it twice', ['toggle', 'toggle'], true, 'Pause slideshow', 'off'],
    ['rested the pointer on the slides', ['pointerEnter'], false, 'Pause slideshow', 'polite'],
    [
      'took the pointer away again',
      ['pointerEnter', 'pointerLeave'],
      true,
      'Pause slideshow',
      'off',
    ],
    ['chose a slide', ['slideChosen'], false, 'Play slideshow', 'polite'],
    [
      'chose a slide, then left the slides',
      ['pointerEnter', 'slideChosen', 'pointerLeave'],
      false,
      'Play slideshow',
      'polite',
    ],
    [
      'chose another slide after that',
      ['slideChosen', 'slideChosen'],
      false,
      'Play slideshow',
      'polite',
    ],
    ['chose a slide, then pressed Play', ['slideChosen', 'toggle'], true, 'Pause slideshow', 'off'],
    ['prefers less motion', ['reducedMotion'], false, 'Play slideshow', 'polite'],
    [
      'prefers less motion, then pressed Play',
      ['reducedMotion', 'toggle'],
      true,
      'Pause slideshow',
      'off',
    ],
    [
      'pressed Play while focus was among the slides',
      ['focusIn', 'toggle', 'toggle'],
      false,
      'Pause slideshow',
      'polite',
    ],
  ])('%s', (_, events, rotating, label, live) => {
    const state = run(...events);
    expect(isRotating(state)).toBe(rotating);
    expect(rotationControlLabel(state)).toBe(label);
    expect(slidesLiveRegion(state)).toBe(live);
  });

  it.each<RotationEvent['type']>([
    'slideChosen',
    'reducedMotion',
    'pointerEnter',
    'pointerLeave',
    'focusIn',
    'focusOut',
  ])("'%s' twice is the same state as once", (type) => {
    const once = run(type);
    expect(nextRotation(once, { type })).toBe(once);
  });
});
