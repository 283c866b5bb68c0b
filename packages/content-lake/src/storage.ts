/**
 * The lake's durable state in one SQLite file (node:sqlite, WAL): documents, the transaction
 * log the listener resumes from, and editor sessions. Every write is one SQLite transaction
 * with synchronous=FULL, so an acknowledged write survives a crash of the process or machine.
 * The file holds enquiries and sessions, so it is readable by its owner only (0600; SQLite gives
 * its journal files the same mode), in a folder only its owner may enter (0700).
 */
import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync, type StatementSync } from 'node:sqlite';
import { scrubbedChange } from './erasure.ts';
import { LakeError } from './errors.ts';
import type { CommittedTransaction, DocumentChange, LakeDocument } from './types.ts';

/** SQLite's primary result code for a full disk (extended codes keep it in the low byte). */
const SQLITE_FULL = 13;

/**
 * A write SQLite could not store, said plainly: a full disk is the operator's to fix and the
 * writer's to retry, not an internal error.
 */
export function writeFailure(error: unknown): unknown {
  const code = (error as { errcode?: unknown } | null)?.errcode;
  if (typeof code === 'number' && (code & 0xff) === SQLITE_FULL) {
    return new LakeError(
      503,
      'storageFull',
      'The content lake has no space left on its disk, so nothing was stored. Please try again once space has been freed.',
    );
  }
  return error;
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS documents (
  dataset TEXT NOT NULL,
  id TEXT NOT NULL,
  body TEXT NOT NULL,
  PRIMARY KEY (dataset, id)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS transactions (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  dataset TEXT NOT NULL,
  id TEXT NOT NULL,
  timestamp TEXT NOT NULL,
  identity TEXT NOT NULL,
  changes TEXT NOT NULL
);
CREATE UNIQUE INDEX IF NOT EXISTS transactions_by_id ON transactions (dataset, id);
CREATE INDEX IF NOT EXISTS transactions_by_dataset ON transactions (dataset, seq);
CREATE TABLE IF NOT EXISTS keyvalue (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
) WITHOUT ROWID;
-- Sessions were once kept as plain tokens: those are dropped (editors sign in again).
DROP TABLE IF EXISTS sessions;
CREATE TABLE IF NOT EXISTS editor_sessions (
  digest TEXT PRIMARY KEY,
  expires INTEGER NOT NULL
) WITHOUT ROWID;
`;

/** Creates `folder` (and the database file in it) for the owner's eyes only, or narrows them. */
export function makePrivate(folder: string, file: string): void {
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  chmodSync(folder, 0o700);
  closeSync(openSync(file, 'a', 0o600));
  for (const each of [file, `${file}-wal`, `${file}-shm`, `${file}-journal`]) {
    if (existsSync(each)) chmodSync(each, 0o600);
  }
}

export interface NewTransaction {
  id: string;
  timestamp: string;
  identity: string;
  changes: DocumentChange[];
}

export class LakeStorage {
  private readonly db: DatabaseSync;
  private readonly statements: {
    upsert: StatementSync;
    remove: StatementSync;
    log: StatementSync;
  };

  constructor(file: string) {
    makePrivate(path.dirname(file), file);
    this.db = new DatabaseSync(file);
    // secure_delete: pages freed by a deletion or a scrub are overwritten with zeros, so an
    // erased enquiry cannot be read back from the file's free space.
    this.db.exec(
      'PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA busy_timeout = 5000; PRAGMA secure_delete = ON;',
    );
    this.db.exec(SCHEMA);
    this.statements = {
      upsert: this.db.prepare(
        'INSERT INTO documents (dataset, id, body) VALUES (?, ?, ?) ON CONFLICT (dataset, id) DO UPDATE SET body = excluded.body',
      ),
      remove: this.db.prepare('DELETE FROM documents WHERE dataset = ? AND id = ?'),
      log: this.db.prepare(
        'INSERT INTO transactions (dataset, id, timestamp, identity, changes) VALUES (?, ?, ?, ?, ?) RETURNING seq',
      ),
    };
  }

  loadDocuments(dataset: string): LakeDocument[] {
    const rows = this.db.prepare('SELECT body FROM documents WHERE dataset = ?').all(dataset) as {
      body: string;
    }[];
    return rows.map((row) => JSON.parse(row.body) as LakeDocument);
  }

  /** Every dataset that holds documents or has ever been written to. */
  storedDatasets(): string[] {
    const rows = this.db
      .prepare(
        'SELECT DISTINCT dataset FROM documents UNION SELECT DISTINCT dataset FROM transactions',
      )
      .all() as { dataset: string }[];
    return rows.map((row) => row.dataset);
  }

  /** Whether a dataset holds documents or has ever been written to. */
  hasDataset(dataset: string): boolean {
    const stored = (table: string) =>
      this.db.prepare(`SELECT 1 FROM ${table} WHERE dataset = ? LIMIT 1`).get(dataset) !==
      undefined;
    return stored('documents') || stored('transactions');
  }

  /**
   * Writes the documents and the log entry of one transaction atomically; returns its seq.
   * `erased` ids (deleted personal documents) have their contents scrubbed from every logged
   * transaction in the same SQLite transaction, so no moment exists where the log still holds
   * them after the delete is acknowledged.
   */
  commit(dataset: string, transaction: NewTransaction, erased: readonly string[] = []): number {
    this.db.exec('BEGIN IMMEDIATE');
    try {
      for (const change of transaction.changes) {
        if (change.after) {
          this.statements.upsert.run(dataset, change.documentId, JSON.stringify(change.after));
        } else {
          this.statements.remove.run(dataset, change.documentId);
        }
      }
      const row = this.statements.log.get(
        dataset,
        transaction.id,
        transaction.timestamp,
        transaction.identity,
        JSON.stringify(transaction.changes),
      ) as { seq: number };
      if (erased.length > 0) this.scrubHistory(dataset, erased);
      this.db.exec('COMMIT');
      // The WAL file still holds the old pages until a checkpoint copies them back and it is
      // truncated: do both now, so the scrub reaches the disk and not only the database.
      if (erased.length > 0) this.db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
      return Number(row.seq);
    } catch (error) {
      // SQLite ends the transaction itself on some errors, a full disk among them.
      if (this.db.isTransaction) this.db.exec('ROLLBACK');
      throw writeFailure(error);
    }
  }

  hasTransaction(dataset: string, id: string): boolean {
    return (
      this.db
        .prepare('SELECT 1 FROM transactions WHERE dataset = ? AND id = ?')
        .get(dataset, id) !== undefined
    );
  }

  /** Transactions of a dataset after the given seq, oldest first. */
  transactionsAfter(dataset: string, seq: number, limit = 1000): CommittedTransaction[] {
    const rows = this.db
      .prepare(
        'SELECT seq, id, timestamp, identity, changes FROM transactions WHERE dataset = ? AND seq > ? ORDER BY seq LIMIT ?',
      )
      .all(dataset, seq, limit) as {
      seq: number;
      id: string;
      timestamp: string;
      identity: string;
      changes: string;
    }[];
    return rows.map((row) => ({
      seq: Number(row.seq),
      id: row.id,
      timestamp: row.timestamp,
      identity: row.identity,
      changes: JSON.parse(row.changes) as DocumentChange[],
    }));
  }

  lastSeq(dataset: string): number {
    const row = this.db
      .prepare('SELECT MAX(seq) AS seq FROM transactions WHERE dataset = ?')
      .get(dataset) as { seq: number | null };
    return Number(row.seq ?? 0);
  }

  /** Every transaction that touched one of the documents, oldest first (their history). */
  transactionsTouching(dataset: string, documentIds: string[]): CommittedTransaction[] {
    const rows = this.db
      .prepare(
        `SELECT DISTINCT t.seq, t.id, t.timestamp, t.identity, t.changes
         FROM transactions t, json_each(t.changes) c
         WHERE t.dataset = ? AND json_extract(c.value, '$.documentId') IN (SELECT value FROM json_each(?))
         ORDER BY t.seq`,
      )
      .all(dataset, JSON.stringify(documentIds)) as {
      seq: number;
      id: string;
      timestamp: string;
      identity: string;
      changes: string;
    }[];
    return rows.map((row) => ({
      seq: Number(row.seq),
      id: row.id,
      timestamp: row.timestamp,
      identity: row.identity,
      changes: JSON.parse(row.changes) as DocumentChange[],
    }));
  }

  /** Rewrites the logged changes of these documents as system fields only (see erasure.ts). */
  private scrubHistory(dataset: string, ids: readonly string[]): void {
    const erased = new Set(ids);
    const update = this.db.prepare('UPDATE transactions SET changes = ? WHERE seq = ?');
    for (const transaction of this.transactionsTouching(dataset, [...erased])) {
      const changes = transaction.changes.map((change) => scrubbedChange(change, erased));
      update.run(JSON.stringify(changes), transaction.seq);
    }
  }

  /** Keeps a session by the digest of its token, until `expires` (ms); drops expired ones. */
  addSession(digest: string, expires: number, now: number): void {
    this.db.prepare('DELETE FROM editor_sessions WHERE expires <= ?').run(now);
    this.db
      .prepare('INSERT INTO editor_sessions (digest, expires) VALUES (?, ?)')
      .run(digest, expires);
  }

  /** Whether a session with this digest exists and has not expired at `now`. */
  hasSession(digest: string, now: number): boolean {
    return (
      this.db
        .prepare('SELECT 1 FROM editor_sessions WHERE digest = ? AND expires > ?')
        .get(digest, now) !== undefined
    );
  }

  removeSession(digest: string): void {
    this.db.prepare('DELETE FROM editor_sessions WHERE digest = ?').run(digest);
  }

  /** The Studio's per-user settings (`/users/me/keyvalue`); one local editor, so one table. */
  keyValues(keys: string[]): { key: string; value: unknown }[] {
    const statement = this.db.prepare('SELECT value FROM keyvalue WHERE key = ?');
    return keys.map((key) => {
      const row = statement.get(key) as { value: string } | undefined;
      return { key, value: row ? (JSON.parse(row.value) as unknown) : null };
    });
  }

  setKeyValue(key: string, value: unknown): void {
    this.db
      .prepare(
        'INSERT INTO keyvalue (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
      )
      .run(key, JSON.stringify(value ?? null));
  }

  close(): void {
    if (this.db.isOpen) this.db.close();
  }
}
