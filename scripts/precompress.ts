/**
 * The build's hashed assets, compressed once at the highest settings beside each file (`.br`,
 * `.gz`), for the host to send as they are. On the fly the host can afford only a quick brotli
 * level per answer; these files never change, so the slow, small one is worth making once. What
 * is worth compressing, and how, is the host's own rule (`server/security/compression.ts`).
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { getMimeType } from 'hono/utils/mime';
import { encode, isCompressible, MIN_BYTES } from '../server/security/compression.ts';

/** Whether a file of this name and size is worth sending compressed. */
export function isPrecompressible(name: string, bytes: number): boolean {
  return isCompressible(getMimeType(name) ?? null) && bytes >= MIN_BYTES;
}

/** Writes `name.br` and `name.gz` beside every text asset in the folder; returns how many. */
export async function precompressAssets(folder: string): Promise<number> {
  const names = readdirSync(folder).filter((name) =>
    isPrecompressible(name, statSync(path.join(folder, name)).size),
  );
  await Promise.all(
    names.map(async (name) => {
      const file = path.join(folder, name);
      const body = new Uint8Array(readFileSync(file));
      const [br, gz] = await Promise.all([
        encode('br', body, 'smallest'),
        encode('gzip', body, 'smallest'),
      ]);
      writeFileSync(`${file}.br`, br);
      writeFileSync(`${file}.gz`, gz);
    }),
  );
  return names.length;
}
