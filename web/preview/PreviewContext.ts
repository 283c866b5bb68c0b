/**
 * What the page needs to know about draft mode without loading any preview code: whether it is
 * on, and how to label a text or picture with the Studio field it comes from. Outside draft mode
 * the context is empty, so no label is ever rendered for visitors.
 */
import { createContext, useContext } from 'react';

/** Labels one field of one document for the Studio's click-to-edit overlays. */
export type FieldLabeller = (document: { id: string; type: string }, path: string) => string;

export const PreviewContext = createContext<FieldLabeller | null>(null);

/** True while an editor is in draft mode. */
export function usePreviewMode(): boolean {
  return useContext(PreviewContext) !== null;
}

/** A `data-sanity` value for a field of a document: undefined outside draft mode. */
export type EditAttribute = (path: string) => string | undefined;

/**
 * The overlay labels of one document's fields, e.g. `data-sanity={edit('heroTitle')}`. The type
 * is the Studio schema type; the id is the document's published id.
 */
export function useEditAttribute(id: string | null | undefined, type: string): EditAttribute {
  const label = useContext(PreviewContext);
  return (path) => (label && id ? label({ id, type }, path) : undefined);
}
