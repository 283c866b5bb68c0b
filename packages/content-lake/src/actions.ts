/**
 * The document actions API the Studio writes through (`/data/actions`): create, edit, publish,
 * unpublish, discard, delete, replaceDraft and the version actions, each expressed as writes of
 * whole documents to the transaction.
 */
import { ItemFailure } from './errors.ts';
import { isDraftId, isVersionId, publishedIdOf } from './ids.ts';
import {
  alreadyExists,
  applyPatchOperations,
  notFoundItem,
  revisionMismatch,
} from './mutations.ts';
import type { TransactionBuilder } from './transaction.ts';
import type { LakeDocument } from './types.ts';

type Action = Record<string, unknown>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function invalid(description: string): ItemFailure {
  return new ItemFailure(400, 'invalidActionError', description);
}

function stringField(action: Action, name: string): string {
  const value = action[name];
  if (typeof value !== 'string' || value === '')
    throw invalid(`${String(action.actionType)}: ${name} is required`);
  return value;
}

function documentField(action: Action, name: string): LakeDocument {
  const value = action[name];
  if (!isRecord(value) || typeof value._id !== 'string' || typeof value._type !== 'string') {
    throw invalid(`${String(action.actionType)}: ${name} must be a document with _id and _type`);
  }
  return value as LakeDocument;
}

function checkPair(draftId: string, publishedId: string): void {
  if (isDraftId(publishedId) || isVersionId(publishedId)) {
    throw invalid(`"${publishedId}" is not a published document id`);
  }
  if (publishedIdOf(draftId) !== publishedId) {
    throw invalid(`"${draftId}" is not a draft or version of "${publishedId}"`);
  }
}

/** A copy of `doc` stored under another id (draft → published and back). */
function copyAs(doc: LakeDocument, id: string, createdAt?: string): LakeDocument {
  const copy: LakeDocument = { ...doc, _id: id };
  if (createdAt) copy._createdAt = createdAt;
  return copy;
}

export function applyAction(tx: TransactionBuilder, action: Action): void {
  const type = action.actionType;
  switch (type) {
    case 'sanity.action.document.create': {
      const publishedId = stringField(action, 'publishedId');
      const attributes = documentField(action, 'attributes');
      checkPair(attributes._id, publishedId);
      if (tx.get(attributes._id)) {
        if (action.ifExists === 'ignore') return;
        throw alreadyExists(attributes._id);
      }
      tx.put(attributes._id, { ...attributes, _createdAt: tx.timestamp }, { create: attributes });
      return;
    }
    case 'sanity.action.document.replaceDraft': {
      const publishedId = stringField(action, 'publishedId');
      const attributes = documentField(action, 'attributes');
      checkPair(attributes._id, publishedId);
      const existing = tx.get(attributes._id);
      tx.put(
        attributes._id,
        { ...attributes, _createdAt: existing?._createdAt ?? tx.timestamp },
        { createOrReplace: attributes },
      );
      return;
    }
    case 'sanity.action.document.edit': {
      const draftId = stringField(action, 'draftId');
      const publishedId = stringField(action, 'publishedId');
      checkPair(draftId, publishedId);
      if (!isRecord(action.patch)) throw invalid('edit: patch is required');
      // Editing a published document starts its draft from the published content.
      const draft = tx.get(draftId);
      const published = tx.get(publishedId);
      const base = draft ?? (published && copyAs(published, draftId, tx.timestamp));
      if (!base) throw notFoundItem(publishedId);
      const expected = action.patch.ifRevisionID;
      if (typeof expected === 'string' && draft && draft._rev !== expected) {
        throw revisionMismatch(draftId, draft._rev, expected);
      }
      const patch = { ...action.patch, id: draftId };
      const mutations = draft ? [{ patch }] : [{ createIfNotExists: base }, { patch }];
      const after = applyPatchOperations(base, action.patch);
      for (const mutation of mutations.slice(0, -1)) tx.put(draftId, base, mutation);
      tx.put(draftId, after, mutations[mutations.length - 1] as Record<string, unknown>);
      return;
    }
    case 'sanity.action.document.publish': {
      const draftId = stringField(action, 'draftId');
      const publishedId = stringField(action, 'publishedId');
      checkPair(draftId, publishedId);
      const draft = tx.get(draftId);
      if (!draft) throw notFoundItem(draftId);
      const published = tx.get(publishedId);
      if (typeof action.ifDraftRevisionId === 'string' && draft._rev !== action.ifDraftRevisionId) {
        throw revisionMismatch(draftId, draft._rev, action.ifDraftRevisionId);
      }
      if (
        typeof action.ifPublishedRevisionId === 'string' &&
        published?._rev !== action.ifPublishedRevisionId
      ) {
        throw revisionMismatch(publishedId, published?._rev, action.ifPublishedRevisionId);
      }
      const next = copyAs(draft, publishedId, published?._createdAt ?? draft._createdAt);
      delete next._originalId;
      tx.put(publishedId, next, { createOrReplace: next });
      tx.put(draftId, null, { delete: { id: draftId } });
      return;
    }
    case 'sanity.action.document.unpublish': {
      const draftId = stringField(action, 'draftId');
      const publishedId = stringField(action, 'publishedId');
      checkPair(draftId, publishedId);
      const published = tx.get(publishedId);
      if (!published) throw notFoundItem(publishedId);
      if (!tx.get(draftId)) {
        const draft = copyAs(published, draftId);
        tx.put(draftId, draft, { createIfNotExists: draft });
      }
      tx.put(publishedId, null, { delete: { id: publishedId } });
      return;
    }
    case 'sanity.action.document.discard':
    case 'sanity.action.document.version.discard': {
      const id = stringField(
        action,
        type === 'sanity.action.document.discard' ? 'draftId' : 'versionId',
      );
      if (!isDraftId(id) && !isVersionId(id)) throw invalid(`"${id}" is not a draft or version id`);
      if (!tx.get(id)) throw notFoundItem(id);
      tx.put(id, null, { delete: { id } });
      return;
    }
    case 'sanity.action.document.delete': {
      const publishedId = stringField(action, 'publishedId');
      const drafts = Array.isArray(action.includeDrafts) ? action.includeDrafts : [];
      const ids = [publishedId, ...drafts.filter((id): id is string => typeof id === 'string')];
      for (const id of ids) checkPair(id, publishedId);
      if (!ids.some((id) => tx.get(id))) throw notFoundItem(publishedId);
      for (const id of ids) if (tx.get(id)) tx.put(id, null, { delete: { id } });
      return;
    }
    case 'sanity.action.document.version.create': {
      const publishedId = stringField(action, 'publishedId');
      let version: LakeDocument;
      if (isRecord(action.document)) {
        version = documentField(action, 'document');
      } else {
        const base = tx.get(stringField(action, 'baseId'));
        if (!base) throw notFoundItem(String(action.baseId));
        if (typeof action.ifBaseRevisionId === 'string' && base._rev !== action.ifBaseRevisionId) {
          throw revisionMismatch(base._id, base._rev, action.ifBaseRevisionId);
        }
        version = copyAs(base, stringField(action, 'versionId'), tx.timestamp);
      }
      checkPair(version._id, publishedId);
      if (tx.get(version._id)) throw alreadyExists(version._id);
      tx.put(version._id, { ...version, _createdAt: tx.timestamp }, { create: version });
      return;
    }
    case 'sanity.action.document.version.replace': {
      const document = documentField(action, 'document');
      if (!isVersionId(document._id) && !isDraftId(document._id)) {
        throw invalid(`"${document._id}" is not a version id`);
      }
      const existing = tx.get(document._id);
      if (!existing) throw notFoundItem(document._id);
      tx.put(
        document._id,
        { ...document, _createdAt: existing._createdAt },
        { createOrReplace: document },
      );
      return;
    }
    case 'sanity.action.document.version.unpublish': {
      const versionId = stringField(action, 'versionId');
      const publishedId = stringField(action, 'publishedId');
      checkPair(versionId, publishedId);
      const published = tx.get(publishedId);
      if (!published) throw notFoundItem(publishedId);
      // The release removes the published document when it is published.
      const marker: LakeDocument = {
        ...(tx.get(versionId) ?? copyAs(published, versionId, tx.timestamp)),
        _system: { delete: true },
      };
      tx.put(versionId, marker, { createOrReplace: marker });
      return;
    }
    default:
      throw new ItemFailure(
        400,
        'invalidActionError',
        `Action "${String(type)}" is not supported by the local content lake`,
      );
  }
}
