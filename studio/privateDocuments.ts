/**
 * Documents that hold personal data (enquiries) arrive only from the site's forms. The Studio
 * offers no way to make one by hand: no template to start one from, and no Duplicate, since a
 * copy is a second record of someone's details that no form sent and no retention rule tracks.
 */
import type { DocumentActionComponent } from 'sanity';
import { isPrivateType } from '../features/privacy/index.ts';

/** The templates an editor may start a document from, less those of private types. */
export function withoutPrivateTemplates<T extends { schemaType: string }>(templates: T[]): T[] {
  return templates.filter((template) => !isPrivateType(template.schemaType));
}

/** A document's actions, less Duplicate for a private type. */
export function withoutPrivateCopies(
  actions: DocumentActionComponent[],
  schemaType: string,
): DocumentActionComponent[] {
  return isPrivateType(schemaType)
    ? actions.filter((action) => action.action !== 'duplicate')
    : actions;
}
