/**
 * One transaction being built: reads see its own earlier writes; every document it touches is
 * remembered with its state before the transaction, the mutations applied to it, and at the end
 * gets the transaction id as its revision and the transaction time as `_updatedAt`.
 */
import type { DocumentChange, LakeDocument, Mutation } from './types.ts';

export class TransactionBuilder {
  readonly id: string;
  readonly timestamp: string;
  private readonly base: (id: string) => LakeDocument | null;
  private readonly overlay = new Map<string, LakeDocument | null>();
  private readonly touched = new Map<
    string,
    { before: LakeDocument | null; mutations: Mutation[] }
  >();

  constructor(id: string, timestamp: string, base: (id: string) => LakeDocument | null) {
    this.id = id;
    this.timestamp = timestamp;
    this.base = base;
  }

  get(id: string): LakeDocument | null {
    return this.overlay.has(id) ? (this.overlay.get(id) ?? null) : this.base(id);
  }

  /** Documents as this transaction sees them, given the committed ones. */
  view(committed: readonly LakeDocument[]): LakeDocument[] {
    if (this.overlay.size === 0) return [...committed];
    const result = committed.filter((doc) => !this.overlay.has(doc._id));
    for (const doc of this.overlay.values()) if (doc) result.push(doc);
    return result.sort((a, b) => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0));
  }

  put(id: string, doc: LakeDocument | null, mutation: Mutation): void {
    let entry = this.touched.get(id);
    if (!entry) {
      entry = { before: this.base(id), mutations: [] };
      this.touched.set(id, entry);
    }
    entry.mutations.push(mutation);
    this.overlay.set(id, doc && { ...doc, _id: id, _rev: this.id, _updatedAt: this.timestamp });
  }

  /** The net effect per document; documents whose state did not change are left out. */
  changes(): DocumentChange[] {
    const result: DocumentChange[] = [];
    for (const [documentId, { before, mutations }] of this.touched) {
      const after = this.overlay.get(documentId) ?? null;
      if (before === null && after === null) continue;
      result.push({ documentId, before, after, mutations });
    }
    return result;
  }
}
