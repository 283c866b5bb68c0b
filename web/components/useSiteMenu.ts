import { useEffect, useRef, type RefObject } from 'react';
import { trapFocus } from './focusTrap.ts';

/** The name the menu panel carries while it is open as a phone's drawer. */
const MENU_LABEL = 'Site menu';

/** Folds every open group of the menu. */
function foldGroups(panel: HTMLElement, except?: Node | null): void {
  for (const group of panel.querySelectorAll('details[open]')) {
    if (!except || !group.contains(except)) group.removeAttribute('open');
  }
}

/** Whether the panel is open as a popover (the phone's drawer). */
function isOpen(panel: HTMLElement): boolean {
  return panel.matches(':popover-open');
}

/**
 * What the site's scripts add to the header menu, which the platform already works: the panel is
 * a popover its buttons open and close (with Escape and a tap outside), its groups are
 * `<details>`. None of it renders: it listens on the DOM, so opening the menu costs the visitor's
 * tap no React work.
 * - Open as a drawer, the panel is named as a modal dialog and keeps keyboard focus inside it
 *   until it closes (a popover alone lets focus wander behind it); closing folds its groups.
 * - On a wide screen, an open group folds on a press elsewhere or on Escape, as a dropdown does.
 * - A navigation inside the running app (the document stays) closes the drawer and folds the
 *   groups, as the page load that follows a link without script does.
 */
export function useSiteMenu(panelRef: RefObject<HTMLElement | null>, pathname: string): void {
  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    let release: (() => void) | null = null;

    const onToggle = (event: Event) => {
      if ((event as ToggleEvent).newState === 'open') {
        panel.setAttribute('role', 'dialog');
        panel.setAttribute('aria-modal', 'true');
        panel.setAttribute('aria-label', MENU_LABEL);
        release?.();
        release = trapFocus(panel);
      } else {
        panel.removeAttribute('role');
        panel.removeAttribute('aria-modal');
        panel.removeAttribute('aria-label');
        foldGroups(panel);
        const trap = release;
        release = null;
        trap?.();
      }
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!isOpen(panel)) foldGroups(panel, event.target as Node);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || isOpen(panel)) return;
      const open = panel.querySelector('details[open]');
      if (!open) return;
      const hadFocus = open.contains(document.activeElement);
      open.removeAttribute('open');
      if (hadFocus) open.querySelector('summary')?.focus();
    };

    panel.addEventListener('toggle', onToggle);
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    // The menu may have been opened, by the platform, before this ran.
    if (isOpen(panel))
      onToggle(new ToggleEvent('toggle', { oldState: 'closed', newState: 'open' }));
    return () => {
      panel.removeEventListener('toggle', onToggle);
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
      release?.();
    };
  }, [panelRef]);

  // Only a navigation closes the menu: on the first run (hydration) the visitor may have opened
  // the drawer or a group before the scripts arrived, and that tap must stand.
  const shownPath = useRef(pathname);
  useEffect(() => {
    const panel = panelRef.current;
    if (!panel || shownPath.current === pathname) return;
    shownPath.current = pathname;
    if (isOpen(panel)) panel.hidePopover();
    foldGroups(panel);
  }, [panelRef, pathname]);
}
