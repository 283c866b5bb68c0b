import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { HASH_SCROLL_DELAY_MS, isAppleHandheld } from '../lib/scrollTarget.ts';
import { scrollToSection } from './motion.ts';

// useLayoutEffect warns on the server; the effect only matters in the browser.
const useBrowserLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * Scroll restoration is manual; every path change starts at the top (the page a visitor
 * arrived on stays where they are); a hash scrolls
 * smoothly to its element 80 px above it after 100 ms, except on iPhone, iPad and iPod, where the
 * hash is dropped and the page stays at the top.
 */
export function ScrollManager() {
  const { pathname, hash, search } = useLocation();
  const navigate = useNavigate();
  const shownPath = useRef(pathname);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
  }, []);

  // Not as the scripts take over the page the visitor arrived on: they may have scrolled it
  // already (a reading page's scripts start only when the visitor reaches for something).
  useBrowserLayoutEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);

  useEffect(() => {
    if (!hash) return;
    if (isAppleHandheld(navigator.userAgent, navigator.maxTouchPoints)) {
      const toTop = () => window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
      void navigate({ pathname, search }, { replace: true, preventScrollReset: true });
      toTop();
      // The browser jumps to a fragment again when the page finishes loading; undo that too. The
      // listener outlives this effect, which re-runs at once for the address without its hash.
      if (document.readyState !== 'complete')
        window.addEventListener('load', toTop, { once: true });
      return;
    }
    const timer = window.setTimeout(() => {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (target) scrollToSection(target);
    }, HASH_SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [hash, pathname, search, navigate]);

  return null;
}
