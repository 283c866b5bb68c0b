/**
 * A dataset held in memory: every document by id, plus the document lists each perspective
 * sees, built on first use and dropped on every write. groq-js then evaluates against plain
 * arrays, which keeps site queries in the low milliseconds.
 */
import { isPrivateId } from './ids.ts';
import { documentsInPerspective, perspectiveKey, type Perspective } from './perspective.ts';
import type { DocumentChange, LakeDocument } from './types.ts';

const byId = (a: LakeDocument, b: LakeDocument) => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0);

export class DatasetState {
  private readonly documents = new Map<string, LakeDocument>();
  private sorted: LakeDocument[] | null = null;
  private readonly views = new Map<string, LakeDocument[]>();
  /** Query results by query, parameters and view; valid until the next write. */
  readonly results = new Map<string, unknown>();
  /** Goes up with every write, so work started before a write is not cached after it. */
  version = 0;

  constructor(documents: Iterable<LakeDocument>) {
    for (const doc of documents) this.documents.set(doc._id, doc);
  }

  get(id: string): LakeDocument | null {
    return this.documents.get(id) ?? null;
  }

  get size(): number {
    return this.documents.size;
  }

  /** Every stored document, sorted by id. */
  all(): LakeDocument[] {
    this.sorted ??= [...this.documents.values()].sort(byId);
    return this.sorted;
  }

  /** What a query sees; without a token, private ids (drafts, versions, `a.b`) are left out. */
  view(perspective: Perspective, withToken: boolean): LakeDocument[] {
    const key = `${perspectiveKey(perspective)}|${withToken ? 'token' : 'public'}`;
    let view = this.views.get(key);
    if (!view) {
      const visible = withToken ? this.all() : this.all().filter((doc) => !isPrivateId(doc._id));
      view = documentsInPerspective(visible, perspective);
      this.views.set(key, view);
    }
    return view;
  }

  apply(changes: readonly DocumentChange[]): void {
    for (const change of changes) {
      if (change.after) this.documents.set(change.documentId, change.after);
      else this.documents.delete(change.documentId);
    }
    this.sorted = null;
    this.views.clear();
    this.results.clear();
    this.version++;
  }
}
