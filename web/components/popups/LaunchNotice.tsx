import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useSiteSettings, type SiteSettings } from '../../data/siteSettings.ts';
import { LAUNCH_NOTICE_POPUP, promotionRule } from '../../lib/previewedPopup.ts';
import { usePreviewMode } from '../../preview/PreviewContext.ts';
import { inlineCall } from '../../startup/inlineScript.ts';
import { DialogCloseButton } from './DialogCloseButton.tsx';
import { usePopup } from './PopupContext.ts';
import type { PopupRequest } from './PopupContext.ts';

const SEEN_KEY = 'launch-notice:seen';

function alreadySeen(): boolean {
  try {
    return localStorage.getItem(SEEN_KEY) === 'true';
  } catch {
    return true; // no storage: better never than on every page
  }
}

function markSeen(): void {
  try {
    localStorage.setItem(SEEN_KEY, 'true');
  } catch {
    // nothing to remember with
  }
}

/**
 * The page's own script that opens the notice the server rendered, closed, just before it: the
 * same rule as `alreadySeen`, run as the page is parsed, so a first visit sees the notice with
 * the page rather than seconds later, over it, once the scripts arrive. It marks the dialog as
 * shown, so a notice dismissed before the scripts ran is known to have been seen, and remembers
 * it as seen when it closes (Escape, Continue or ×, which the browser works alone), so a page
 * whose scripts never run (one made for reading) does not bring it back on the next. It runs in
 * the page from its source (`inlineCall`), so uses nothing but its argument and the browser.
 */
export function openOnArrival(seenKey: string): void {
  const dialog = document.currentScript?.previousElementSibling;
  if (!(dialog instanceof HTMLDialogElement)) return;
  try {
    if (localStorage.getItem(seenKey) === 'true') return;
    dialog.showModal();
    dialog.setAttribute('data-shown', '');
    dialog.addEventListener('close', () => {
      try {
        localStorage.setItem(seenKey, 'true');
      } catch {
        // No storage: the notice comes back on the next page.
      }
    });
  } catch {
    // No storage: the notice waits for the site's scripts, which decide without it.
  }
}

const OPEN_ON_ARRIVAL = inlineCall(openOnArrival, SEEN_KEY);

function ContinueButton() {
  const { close } = usePopup();
  return (
    <DialogCloseButton className="button button--primary" onClose={close}>
      Continue
    </DialogCloseButton>
  );
}

type LaunchNoticeContent = Pick<NonNullable<SiteSettings['launchNotice']>, 'title' | 'body'>;

function launchNoticeRequest(
  launchNotice: LaunchNoticeContent,
  how: 'on arrival' | 'queued' | 'previewed',
): PopupRequest {
  return {
    kind: 'launch',
    title: launchNotice.title ?? 'Our story starts soon',
    body: launchNotice.body
      ?.split(/\n{2,}/)
      .map((paragraph) => <p key={paragraph.slice(0, 40)}>{paragraph}</p>),
    footer: <ContinueButton />,
    // An editor's look at it is not a visit: their browser may still greet them as a visitor.
    onClosed: how === 'previewed' ? undefined : markSeen,
    onArrival:
      how === 'on arrival' ? { script: OPEN_ON_ARRIVAL, wanted: () => !alreadySeen() } : undefined,
  };
}

/**
 * The launch notice as the page arrives with it: rendered by the server into every page while
 * editors keep it switched on, for the page's script to open on a first visit. A payment result
 * the home page arrives with comes first (the root decides), and the notice then waits its turn
 * in the popup queue instead.
 * An editor's preview never arrives with it (see web/lib/previewedPopup.ts).
 */
export function launchNoticeOnArrival(
  settings: SiteSettings,
  location: { pathname: string; search: string },
  draft: boolean,
): PopupRequest | null {
  const { launchNotice } = settings;
  if (!launchNotice?.enabled) return null;
  if (promotionRule(LAUNCH_NOTICE_POPUP, draft, location.search) !== 'as-for-visitors') {
    return null;
  }
  return launchNoticeRequest(launchNotice, 'on arrival');
}

/**
 * The launch popup 'Our story starts soon': once per visitor, on a first visit, while editors
 * keep the launch notice switched on in site settings. In an editor's preview it stays closed,
 * unless the preview is of the notice itself. When the page did not arrive with it (a
 * payment result went first, or editors switched it on while the page was open) it asks the popup
 * queue for its turn: after a payment result or anything the visitor opened.
 */
export function LaunchNotice({ arrivedWithPage }: { arrivedWithPage: boolean }) {
  const { launchNotice } = useSiteSettings();
  const { open } = usePopup();
  const arrival = useRef(arrivedWithPage);
  const rule = promotionRule(LAUNCH_NOTICE_POPUP, usePreviewMode(), useLocation().search);

  useEffect(() => {
    if (arrival.current) {
      arrival.current = false;
      return;
    }
    if (rule !== 'as-for-visitors' || !launchNotice?.enabled || alreadySeen()) return;
    open(launchNoticeRequest(launchNotice, 'queued'));
    // Only on arrival or when switched on: later popups must not bring the notice back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [launchNotice?.enabled]);

  // The editor previewing the notice sees it as drafted, switched on or not, and again as each
  // change to its heading or text arrives.
  const title = launchNotice?.title ?? null;
  const body = launchNotice?.body ?? null;
  useEffect(() => {
    if (rule === 'previewed') open(launchNoticeRequest({ title, body }, 'previewed'));
  }, [rule, title, body, open]);

  return null;
}
