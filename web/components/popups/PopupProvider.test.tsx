// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { usePopup, type PopupRequest } from './PopupContext.ts';
import { PopupProvider } from './PopupProvider.tsx';

afterEach(cleanup);

/**
 * Stands for the header, footer and page, which hold the popup controls: it opens a popup, and
 * reports each render it commits.
 */
function PageHoldingControls({ onCommit }: { onCommit: () => void }) {
  const { open } = usePopup();
  useEffect(() => onCommit());
  return (
    <button type="button" onClick={() => open({ kind: 'custom', title: 'Live chat is resting' })}>
      Open
    </button>
  );
}

/** The page inside a provider, and a count of the renders the page committed. */
function page(arrival: PopupRequest | null = null) {
  const renders = { count: 0 };
  const onCommit = () => {
    renders.count += 1;
  };
  const element = (
    <PopupProvider arrival={arrival}>
      <PageHoldingControls onCommit={onCommit} />
    </PopupProvider>
  );
  return { element, renders };
}

describe('PopupProvider', () => {
  it('drops an arrival that is no longer wanted without rendering the page again', () => {
    const { element, renders } = page({
      kind: 'launch',
      title: 'A new look',
      onArrival: { script: '', wanted: () => false },
    });
    render(element);
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();
    // A second render here is the whole page rendered again, synchronously, as it hydrates.
    expect(renders.count).toBe(1);
  });

  it('opens and closes a popup without rendering the page again', () => {
    // jsdom has no modal dialogs; opening and closing one as the browser would is enough here.
    HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
      this.open = true;
    };
    HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
      if (!this.open) return;
      this.open = false;
      this.dispatchEvent(new Event('close'));
    };
    const { element, renders } = page();
    render(element);
    act(() => screen.getByRole('button', { name: 'Open' }).click());
    expect(screen.getByRole('dialog', { name: 'Live chat is resting' })).toBeTruthy();
    const dialog = screen.getByRole('dialog');
    act(() => within(dialog).getByRole('button', { name: 'Close' }).click());
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();
    expect(renders.count).toBe(1);
  });
});
