/** Shapes shared by the lake's modules. */

export interface LakeDocument {
  _id: string;
  _type: string;
  _rev?: string;
  _createdAt?: string;
  _updatedAt?: string;
  [field: string]: unknown;
}

/** A mutation as the HTTP API receives it (one key per mutation). */
export type Mutation = Record<string, unknown>;

/** What one committed transaction did to one document. */
export interface DocumentChange {
  documentId: string;
  before: LakeDocument | null;
  after: LakeDocument | null;
  /** The mutations of the request that touched this document, in order. */
  mutations: Mutation[];
}

export interface CommittedTransaction {
  /** Position in the dataset's transaction log (1, 2, …). */
  seq: number;
  id: string;
  timestamp: string;
  identity: string;
  changes: DocumentChange[];
}
