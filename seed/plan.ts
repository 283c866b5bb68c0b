/**
 * Decides what the seed must write: a document is written only when it is missing or its
 * content differs from the seed, so a second run changes nothing.
 */

/** Fields the content lake maintains itself; they never count as a difference. */
const SYSTEM_FIELDS = new Set(['_rev', '_createdAt', '_updatedAt', '_system']);

export interface SeedableDocument {
  _id: string;
  _type: string;
  [field: string]: unknown;
}

/** Deep equality that ignores object key order and system fields. */
export function sameContent(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((item, index) => sameContent(item, b[index]))
    );
  }
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const fields = (value: object) =>
    Object.entries(value).filter(
      ([field, child]) => !SYSTEM_FIELDS.has(field) && child !== undefined,
    );
  const left = fields(a);
  const right = new Map(fields(b));
  return (
    left.length === right.size &&
    left.every(([field, child]) => right.has(field) && sameContent(child, right.get(field)))
  );
}

export interface SeedPlan {
  create: SeedableDocument[];
  replace: SeedableDocument[];
  unchanged: string[];
}

export function planSeed(
  desired: readonly SeedableDocument[],
  existing: readonly SeedableDocument[],
): SeedPlan {
  const current = new Map(existing.map((document) => [document._id, document]));
  const plan: SeedPlan = { create: [], replace: [], unchanged: [] };
  for (const document of desired) {
    const found = current.get(document._id);
    if (!found) plan.create.push(document);
    else if (sameContent(document, found)) plan.unchanged.push(document._id);
    else plan.replace.push(document);
  }
  return plan;
}

/** Splits documents into transactions of bounded size. */
export function batches<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size)
    result.push(items.slice(start, start + size));
  return result;
}
