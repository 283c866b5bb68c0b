import { describe, expect, it } from 'vitest';
import { LakeError } from './errors.ts';
import { writeFailure } from './storage.ts';

const sqliteError = (errcode: number, errstr: string) =>
  Object.assign(new Error(errstr), { code: 'ERR_SQLITE_ERROR', errcode, errstr });

describe('writeFailure', () => {
  it.each([
    ['a full disk', sqliteError(13, 'database or disk is full'), 503],
    ['a full disk, extended code', sqliteError(13 | (1 << 8), 'database or disk is full'), 503],
  ])('says %s plainly, as a 503 the writer may retry', (_case, error, status) => {
    const failure = writeFailure(error);
    expect(failure).toBeInstanceOf(LakeError);
    expect((failure as LakeError).status).toBe(status);
    expect((failure as LakeError).body.error.description).toMatch(/no space left/);
  });

  it.each([
    ['a constraint', sqliteError(19, 'UNIQUE constraint failed')],
    ['a busy database', sqliteError(5, 'database is locked')],
    ['a plain error', new Error('boom')],
    ['no error object', null],
  ])('leaves %s as it was', (_case, error) => {
    expect(writeFailure(error)).toBe(error);
  });
});
