import { useEffect } from 'react';
import { useSiteSettings } from '../../content/siteSettings.ts';
import { usePopup } from './PopupContext.ts';

const SEEN_KEY = 'launch-notice:seen';

function alreadySeen(): boolean {
  try {
    return localStorage.getItem(SEEN_KEY) === 'true';
  } catch {
    return true; // no storage: better never than on every page
  }
}

/**
 * The launch popup 'Our story starts soon': once per visitor, on a first visit, while editors
 * keep the launch notice switched on in site settings. It asks on arrival and the popup queue
 * gives it its turn: after a payment result or anything the visitor opened.
 */
export function LaunchNotice() {
  const { launchNotice } = useSiteSettings();
  const { open, close } = usePopup();

  useEffect(() => {
    if (!launchNotice?.enabled || alreadySeen()) return;
    const markSeen = () => {
      try {
        localStorage.setItem(SEEN_KEY, 'true');
      } catch {
        // nothing to remember with
      }
    };
    open({
      kind: 'launch',
      title: launchNotice.title ?? 'Our story starts soon',
      body: launchNotice.body
        ?.split(/\n{2,}/)
        .map((paragraph) => <p key={paragraph.slice(0, 40)}>{paragraph}</p>),
      footer: (
        <button type="button" className="button button--primary" onClick={close}>
          Continue
        </button>
      ),
      onClosed: markSeen,
    });
    // Only on arrival: later popups must not bring the notice back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [launchNotice?.enabled]);

  return null;
}
