/**
 * Draft mode in the browser, loaded only when the server has confirmed draft mode: the visible
 * 'Preview mode: exit' control, click-to-edit overlays wired to the Studio's Presentation tool,
 * and labels on texts and pictures naming the field each comes from. Visitors never download
 * this module.
 *
 * The bar says "You are seeing unpublished changes" only when this page, as the editor is served
 * it, differs from the page visitors are served (decision 093): both are fetched again after each
 * navigation and each change of the page's data, and compared by what they show.
 */
import { createDataAttribute } from '@sanity/visual-editing/create-data-attribute';
import { VisualEditing } from '@sanity/visual-editing/react-router';
import { useEffect, useState, type ReactNode } from 'react';
import { useLocation, useMatches } from 'react-router';
import { pageContent } from './pageContent.ts';
import { PreviewContext, type FieldLabeller } from './PreviewContext.ts';
import './previewBar.css';

/** Where the Studio is served, so a label opened outside Presentation finds it too. */
const STUDIO_PATH = '/studio';

const labelField: FieldLabeller = ({ id, type }, path) =>
  createDataAttribute({ id, type, path, baseUrl: STUDIO_PATH }).toString();

type Drafts = 'checking' | 'none' | 'shown';

/** How long the page's data must stay unchanged before it is compared again. */
const CHECK_AFTER_MS = 400;

/** Whether the page at `address` shows drafts: the editor's copy against the visitors'. */
async function showsDrafts(address: string, signal: AbortSignal): Promise<boolean> {
  const read = async (credentials: RequestCredentials) =>
    pageContent(await (await fetch(address, { credentials, signal })).text());
  // Without its cookie the same address is the published page, as any visitor is served it.
  const [editors, visitors] = await Promise.all([read('same-origin'), read('omit')]);
  return editors !== visitors;
}

function useDraftsShown(address: string): Drafts {
  // The page's data changes when an editor types in Presentation: the check runs again then.
  const matches = useMatches();
  const [checked, setChecked] = useState<{ address: string; drafts: Drafts }>();
  useEffect(() => {
    const controller = new AbortController();
    // While an editor types, the data changes with each key: one check once they pause.
    const pause = setTimeout(() => {
      showsDrafts(address, controller.signal)
        .then((shown) => setChecked({ address, drafts: shown ? 'shown' : 'none' }))
        .catch(() => {
          // Aborted by the next check, or the host is out of reach: nothing to claim either way.
        });
    }, CHECK_AFTER_MS);
    return () => {
      clearTimeout(pause);
      controller.abort();
    };
  }, [address, matches]);
  return checked?.address === address ? checked.drafts : 'checking';
}

function PreviewBar() {
  const { pathname, search } = useLocation();
  const drafts = useDraftsShown(pathname + search);
  const exit = `/api/preview-mode/disable?to=${encodeURIComponent(pathname + search)}`;
  return (
    <aside className="preview-bar" aria-label="Preview mode">
      {drafts === 'shown' ? <p>You are seeing unpublished changes.</p> : null}
      {drafts === 'none' ? <p>This page shows only published content.</p> : null}
      <a href={exit}>Preview mode: exit</a>
    </aside>
  );
}

export default function PreviewTools({ children }: { children: ReactNode }) {
  return (
    <PreviewContext.Provider value={labelField}>
      <PreviewBar />
      {children}
      <VisualEditing />
    </PreviewContext.Provider>
  );
}
