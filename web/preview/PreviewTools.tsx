/**
 * Draft mode in the browser, loaded only when the server has confirmed draft mode: the visible
 * 'Preview mode: exit' control, click-to-edit overlays wired to the Studio's Presentation tool,
 * and labels on texts and pictures naming the field each comes from. Visitors never download
 * this module.
 */
import { createDataAttribute } from '@sanity/visual-editing/create-data-attribute';
import { VisualEditing } from '@sanity/visual-editing/react-router';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { PreviewContext, type FieldLabeller } from './PreviewContext.ts';
import './previewBar.css';

/** Where the Studio is served, so a label opened outside Presentation finds it too. */
const STUDIO_PATH = '/studio';

const labelField: FieldLabeller = ({ id, type }, path) =>
  createDataAttribute({ id, type, path, baseUrl: STUDIO_PATH }).toString();

function PreviewBar() {
  const { pathname, search } = useLocation();
  const exit = `/api/preview-mode/disable?to=${encodeURIComponent(pathname + search)}`;
  return (
    <aside className="preview-bar" aria-label="Preview mode">
      <p>You are seeing unpublished changes.</p>
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
