/**
 * The durability count: which writes were acknowledged, which of them the store still holds,
 * and what happened to those that got no answer. Pure, so it is unit-tested.
 */

export interface WriteAttempt {
  /** The document id the write leaves behind. */
  id: string;
  /** The HTTP status received; 0 when no answer came. */
  status: number;
}

export interface WriteTally {
  attempts: number;
  acknowledged: number;
  /** Acknowledged writes the store no longer holds: a broken promise. */
  lost: number;
  /** Documents found among the attempted ids. */
  stored: number;
  /** Written before the kill, but the answer never reached the client. */
  storedUnacknowledged: number;
  /** Neither stored nor acknowledged: the client knows to retry these. */
  missingUnacknowledged: number;
  lostIds: string[];
}

export function isAcknowledged(status: number): boolean {
  return status >= 200 && status < 300;
}

export function tallyWrites(
  attempts: readonly WriteAttempt[],
  storedIds: Iterable<string>,
): WriteTally {
  const stored = new Set(storedIds);
  const lostIds: string[] = [];
  let acknowledged = 0;
  let storedCount = 0;
  let storedUnacknowledged = 0;
  let missingUnacknowledged = 0;
  const seen = new Set<string>();
  for (const { id, status } of attempts) {
    if (seen.has(id)) continue;
    seen.add(id);
    const isStored = stored.has(id);
    if (isStored) storedCount += 1;
    if (isAcknowledged(status)) {
      acknowledged += 1;
      if (!isStored) lostIds.push(id);
    } else if (isStored) {
      storedUnacknowledged += 1;
    } else {
      missingUnacknowledged += 1;
    }
  }
  return {
    attempts: seen.size,
    acknowledged,
    lost: lostIds.length,
    stored: storedCount,
    storedUnacknowledged,
    missingUnacknowledged,
    lostIds,
  };
}
