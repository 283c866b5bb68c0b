import type { DocumentActionComponent } from 'sanity';
import { describe, expect, it } from 'vitest';
import { withoutPrivateCopies, withoutPrivateTemplates } from './privateDocuments.ts';

/** A stand-in for one of the Studio's built-in actions: the resolver reads only its key. */
function action(key: string): DocumentActionComponent {
  const component: DocumentActionComponent = () => null;
  component.action = key as DocumentActionComponent['action'];
  return component;
}

const BUILT_IN = ['publish', 'unpublish', 'discardChanges', 'duplicate', 'restore', 'delete'];

describe('documents that hold personal data', () => {
  it.each([
    ['enquiry', ['publish', 'unpublish', 'discardChanges', 'restore', 'delete']],
    ['journey', BUILT_IN],
    ['page', BUILT_IN],
  ])('a %s keeps the actions %j', (schemaType, kept) => {
    const actions = withoutPrivateCopies(BUILT_IN.map(action), schemaType);
    expect(actions.map((each) => each.action)).toEqual(kept);
  });

  it.each([
    [
      ['journey', 'destination'],
      ['journey', 'destination'],
    ],
    [['enquiry', 'journey'], ['journey']],
    [['enquiry'], []],
  ])('from templates for %j an editor may start %j', (types, kept) => {
    const templates = types.map((schemaType) => ({ id: schemaType, schemaType }));
    expect(withoutPrivateTemplates(templates).map((template) => template.schemaType)).toEqual(kept);
  });
});
