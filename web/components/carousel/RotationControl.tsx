import { rotationControlLabel, type SlideshowRotation } from '../../lib/slideshowRotation.ts';

interface RotationControlProps {
  rotation: SlideshowRotation;
  /** The slides' container it starts and stops. */
  slidesId: string;
  onToggle: () => void;
}

/**
 * The slideshow's pause and play button (WCAG 2.2.2, the WAI-ARIA carousel pattern): named for
 * what pressing it will do, so its name is its state, and drawn as the familiar two bars or
 * triangle. It sits before the slides, so it is the first stop for the keyboard.
 */
export function RotationControl({ rotation, slidesId, onToggle }: RotationControlProps) {
  return (
    <button type="button" className="rotation-control" aria-controls={slidesId} onClick={onToggle}>
      <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
        {rotation.playing ? (
          <path d="M4 2h3v12H4zM9 2h3v12H9z" fill="currentColor" />
        ) : (
          <path d="M4 2l10 6-10 6z" fill="currentColor" />
        )}
      </svg>
      <span className="visually-hidden">{rotationControlLabel(rotation)}</span>
    </button>
  );
}
