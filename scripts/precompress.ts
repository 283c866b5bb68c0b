/**
 * The build's hashed assets, compressed once at the highest settings beside each file (`.br`,
 * `.gz`), for the host to send as they are. On the fly the host can afford only a quick brotli
 * level per answer, and skips small answers whose saving would not pay for the work; these files
 * never change, so the slow, small encoding is worth making once, however small the file. A copy
 * is kept only when it is smaller than the file itself. What is worth compressing, and how, is
 * the host's own rule (`server/security/compression.ts`).
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { getMimeType } from 'hono/utils/mime';
import { encode, isCompressible, type Encoding } from '../server/security/compression.ts';

const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/** Whether a file of this name is text worth trying to send compressed. */
export function isPrecompressible(name: string): boolean {
  return isCompressible(getMimeType(name) ?? null);
}

/**
 * Writes `name.br` and `name.gz` beside every text asset in the folder, each only where it is
 * smaller than the file; returns how many copies were written.
 */
export async function precompressAssets(folder: string): Promise<number> {
  const names = readdirSync(folder).filter(isPrecompressible);
  const written = await Promise.all(
    names.flatMap((name) => {
      const file = path.join(folder, name);
      const body = new Uint8Array(readFileSync(file));
      return (['br', 'gzip'] as const).map(async (encoding) => {
        const copy = await encode(encoding, body, 'smallest');
        if (copy.byteLength >= body.byteLength) return 0;
        writeFileSync(file + SUFFIX[encoding], copy);
        return 1;
      });
    }),
  );
  return written.reduce<number>((sum, one) => sum + one, 0);
}
