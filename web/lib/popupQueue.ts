/**
 * Which popup is on screen when several want to be: decided here, once, for every kind.
 *
 * A payment result always shows: the visitor must learn the outcome of a payment. A popup the
 * visitor asked for (the booking form, a custom popup opened by a page) comes next. The launch
 * notice is the least urgent: it waits its turn. A more important popup takes the screen at once
 * and the one it displaced shows again when it closes; a less (or equally) important one waits,
 * and waiting popups show in order of importance, then of arrival. A popup of a kind already on
 * screen or waiting takes that one's place, so no kind is shown twice.
 */
export type PopupKind = 'launch' | 'booking' | 'payment' | 'custom';

/** Higher shows first. */
export const POPUP_PRECEDENCE: Record<PopupKind, number> = {
  payment: 3,
  booking: 2,
  custom: 1,
  launch: 0,
};

export interface PopupQueue<P extends { kind: PopupKind }> {
  /** The popup on screen. */
  current: P | null;
  /** Popups waiting their turn, the next first. */
  waiting: P[];
}

export function emptyQueue<P extends { kind: PopupKind }>(): PopupQueue<P> {
  return { current: null, waiting: [] };
}

function inTurn<P extends { kind: PopupKind }>(waiting: P[]): P[] {
  // A stable sort keeps arrival order within one level of importance.
  return [...waiting].sort((a, b) => POPUP_PRECEDENCE[b.kind] - POPUP_PRECEDENCE[a.kind]);
}

/** The queue after a popup asks to open. */
export function openPopup<P extends { kind: PopupKind }>(
  queue: PopupQueue<P>,
  popup: P,
): PopupQueue<P> {
  const { current } = queue;
  const waiting = queue.waiting.filter((other) => other.kind !== popup.kind);
  if (!current || current.kind === popup.kind) return { current: popup, waiting };
  if (POPUP_PRECEDENCE[popup.kind] > POPUP_PRECEDENCE[current.kind]) {
    return { current: popup, waiting: inTurn([current, ...waiting]) };
  }
  return { current, waiting: inTurn([...waiting, popup]) };
}

/** The queue after the popup on screen closes: the next in turn shows. */
export function closePopup<P extends { kind: PopupKind }>(queue: PopupQueue<P>): PopupQueue<P> {
  const [next = null, ...rest] = queue.waiting;
  return { current: next, waiting: rest };
}
