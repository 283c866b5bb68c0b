import { describe, expect, it } from 'vitest';
import { closePopup, emptyQueue, openPopup, type PopupKind } from './popupQueue.ts';

const KINDS: PopupKind[] = ['payment', 'booking', 'custom', 'launch'];
type P = { kind: PopupKind; id: string };
const popup = (kind: PopupKind, id: string = kind): P => ({ kind, id });

/** What shows first and what shows after it closes, when `first` opens and then `second`. */
function sequence(first: PopupKind, second: PopupKind): string[] {
  let queue = openPopup(emptyQueue<P>(), popup(first, `${first}-1`));
  queue = openPopup(queue, popup(second, `${second}-2`));
  const shown: string[] = [];
  while (queue.current) {
    shown.push(queue.current.id);
    queue = closePopup(queue);
  }
  return shown;
}

describe('every pair of popups', () => {
  // Rows: the popup already on screen; columns: the one that asks to open next.
  const expected: Record<PopupKind, Record<PopupKind, string[]>> = {
    payment: {
      payment: ['payment-2'],
      booking: ['payment-1', 'booking-2'],
      custom: ['payment-1', 'custom-2'],
      launch: ['payment-1', 'launch-2'],
    },
    booking: {
      payment: ['payment-2', 'booking-1'],
      booking: ['booking-2'],
      custom: ['booking-1', 'custom-2'],
      launch: ['booking-1', 'launch-2'],
    },
    custom: {
      payment: ['payment-2', 'custom-1'],
      booking: ['booking-2', 'custom-1'],
      custom: ['custom-2'],
      launch: ['custom-1', 'launch-2'],
    },
    launch: {
      payment: ['payment-2', 'launch-1'],
      booking: ['booking-2', 'launch-1'],
      custom: ['custom-2', 'launch-1'],
      launch: ['launch-2'],
    },
  };
  for (const first of KINDS) {
    for (const second of KINDS) {
      it(`${first} on screen, then ${second} asks: ${expected[first][second].join(' → ')}`, () => {
        expect(sequence(first, second)).toEqual(expected[first][second]);
      });
    }
  }
});

describe('the popup queue', () => {
  it('a payment result arriving with the launch notice on a first visit shows first, the notice after', () => {
    // The order the page asks in does not matter: both orders end the same.
    for (const order of [
      ['payment', 'launch'],
      ['launch', 'payment'],
    ] as PopupKind[][]) {
      let queue = emptyQueue<P>();
      for (const kind of order) queue = openPopup(queue, popup(kind));
      expect(queue.current?.kind).toBe('payment');
      queue = closePopup(queue);
      expect(queue.current?.kind).toBe('launch');
      expect(closePopup(queue)).toEqual(emptyQueue());
    }
  });

  it('waiting popups show by importance, then by arrival', () => {
    let queue = openPopup(emptyQueue<P>(), popup('payment'));
    queue = openPopup(queue, popup('launch'));
    queue = openPopup(queue, popup('custom', 'custom-a'));
    queue = openPopup(queue, popup('booking'));
    const shown: string[] = [];
    while (queue.current) {
      shown.push(queue.current.id);
      queue = closePopup(queue);
    }
    expect(shown).toEqual(['payment', 'booking', 'custom-a', 'launch']);
  });

  it('a popup of a kind already waiting takes its place', () => {
    let queue = openPopup(emptyQueue<P>(), popup('payment'));
    queue = openPopup(queue, popup('custom', 'custom-a'));
    queue = openPopup(queue, popup('custom', 'custom-b'));
    expect(queue.waiting.map((p) => p.id)).toEqual(['custom-b']);
  });
});
