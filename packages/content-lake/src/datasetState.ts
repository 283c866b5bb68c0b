/**
 * A dataset held in memory: every document by id, plus the document lists each perspective
 * sees, built on first use and dropped on every write. groq-js then evaluates against plain
 * arrays, which keeps site queries in the low milliseconds.
 */
import { documentsInPerspective, perspectiveKey, type Perspective } from './perspective.ts';
import type { DocumentChange, LakeDocument } from './types.ts';
import { DEFAULT_HIDDEN_TYPES, isPublicDocument } from './visibility.ts';

/** Query results kept between writes: so many in all, so many characters in all, none longer. */
const RESULTS_MAX_COUNT = 1000;
const RESULTS_MAX_LENGTH = 32 * 1024 * 1024;
const RESULT_MAX_LENGTH = 1024 * 1024;

/**
 * Query results as JSON, by query, parameters and view, valid until the next write. Bounded by
 * count and by length, so a caller who asks for whole-dataset results under ever new parameters
 * cannot make the host keep them all; the oldest results make room first.
 */
export class ResultCache {
  private readonly entries = new Map<string, string>();
  private length = 0;

  get size(): number {
    return this.entries.size;
  }

  /** Characters of JSON kept in all. */
  get totalLength(): number {
    return this.length;
  }

  get(key: string): string | undefined {
    return this.entries.get(key);
  }

  /** Keeps a result unless it is too long to be worth keeping. */
  set(key: string, json: string): void {
    if (json.length > RESULT_MAX_LENGTH) return;
    this.delete(key);
    while (
      this.entries.size > 0 &&
      (this.entries.size >= RESULTS_MAX_COUNT || this.length + json.length > RESULTS_MAX_LENGTH)
    ) {
      this.delete(this.entries.keys().next().value as string);
    }
    this.entries.set(key, json);
    this.length += json.length;
  }

  clear(): void {
    this.entries.clear();
    this.length = 0;
  }

  private delete(key: string): void {
    const json = this.entries.get(key);
    if (json === undefined) return;
    this.entries.delete(key);
    this.length -= json.length;
  }
}

const byId = (a: LakeDocument, b: LakeDocument) => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0);

export class DatasetState {
  private readonly documents = new Map<string, LakeDocument>();
  private sorted: LakeDocument[] | null = null;
  private readonly views = new Map<string, LakeDocument[]>();
  readonly results = new ResultCache();
  /** Goes up with every write, so work started before a write is not cached after it. */
  version = 0;

  private readonly hiddenTypes: ReadonlySet<string>;

  constructor(
    documents: Iterable<LakeDocument>,
    hiddenTypes: ReadonlySet<string> = DEFAULT_HIDDEN_TYPES,
  ) {
    this.hiddenTypes = hiddenTypes;
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

  /**
   * What a query sees; without a token, private documents (dotted ids such as drafts, and types
   * that hold personal data) are left out.
   */
  view(perspective: Perspective, withToken: boolean): LakeDocument[] {
    const key = `${perspectiveKey(perspective)}|${withToken ? 'token' : 'public'}`;
    let view = this.views.get(key);
    if (!view) {
      const visible = withToken
        ? this.all()
        : this.all().filter((doc) => isPublicDocument(doc, this.hiddenTypes));
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
