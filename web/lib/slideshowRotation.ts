/**
 * Whether the home hero's slideshow moves on by itself, following the WAI-ARIA carousel
 * pattern: a rotation control the visitor can always reach, a pause while the pointer rests on
 * the slides or keyboard focus is among them, and no rotation at all once the visitor has chosen
 * a slide for themselves (until they ask for it again with the control).
 */
export interface SlideshowRotation {
  /** The visitor's choice, or the page's own until they make one: moving on by itself. */
  playing: boolean;
  /** The pointer rests on the slides: a pause while it stays. */
  pointerOn: boolean;
  /** Keyboard focus is among the slides: a pause while it stays. */
  focusIn: boolean;
}

export type RotationEvent =
  /** The rotation control was pressed. */
  | { type: 'toggle' }
  /** The visitor chose a slide (a dot, an arrow key, a swipe): they are reading, so it stops. */
  | { type: 'slideChosen' }
  /** The visitor's system asks for less motion: it stops, and starts only at their request. */
  | { type: 'reducedMotion' }
  | { type: 'pointerEnter' }
  | { type: 'pointerLeave' }
  | { type: 'focusIn' }
  | { type: 'focusOut' };

/** As the server renders it: playing, for a page that cannot yet know the visitor's wishes. */
export const INITIAL_ROTATION: SlideshowRotation = {
  playing: true,
  pointerOn: false,
  focusIn: false,
};

/** The state with one field set, the same object when nothing changes. */
function withField<K extends keyof SlideshowRotation>(
  state: SlideshowRotation,
  field: K,
  value: SlideshowRotation[K],
): SlideshowRotation {
  return state[field] === value ? state : { ...state, [field]: value };
}

export function nextRotation(state: SlideshowRotation, event: RotationEvent): SlideshowRotation {
  switch (event.type) {
    case 'toggle':
      return { ...state, playing: !state.playing };
    case 'slideChosen':
    case 'reducedMotion':
      return withField(state, 'playing', false);
    case 'pointerEnter':
      return withField(state, 'pointerOn', true);
    case 'pointerLeave':
      return withField(state, 'pointerOn', false);
    case 'focusIn':
      return withField(state, 'focusIn', true);
    case 'focusOut':
      return withField(state, 'focusIn', false);
  }
}

/** The slides move on by themselves now. */
export function isRotating(state: SlideshowRotation): boolean {
  return state.playing && !state.pointerOn && !state.focusIn;
}

/** The control is named for what pressing it will do. */
export function rotationControlLabel(state: SlideshowRotation): string {
  return state.playing ? 'Pause slideshow' : 'Play slideshow';
}

/**
 * The slides announce a change only when the visitor made it: a slide that changes by itself
 * every few seconds would interrupt whatever a screen reader is reading.
 */
export function slidesLiveRegion(state: SlideshowRotation): 'off' | 'polite' {
  return isRotating(state) ? 'off' : 'polite';
}
