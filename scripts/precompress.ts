/**
 * The build's hashed assets, compressed once at the highest settings beside each file (`.br`,
 * `.gz`), for the host to send as they are. On the fly the host can afford only a quick brotli
 * level per answer; these files never change, so the slow, small one is worth making once.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const TEXT_ASSET = /\.(js|mjs|css|svg|json|txt|xml)$/;
/** Below this size the encoding's overhead outweighs its saving (as for answers on the fly). */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Whether a file of this name and size is worth sending compressed. */
export function isPrecompressible(name: string, bytes: number): boolean {
  return TEXT_ASSET.test(name) && bytes >= MIN_BYTES;
}

/** Writes `name.br` and `name.gz` beside every text asset in the folder; returns how many. */
export async function precompressAssets(folder: string): Promise<number> {
  const names = readdirSync(folder).filter((name) =>
    isPrecompressible(name, statSync(path.join(folder, name)).size),
  );
  await Promise.all(
    names.map(async (name) => {
      const file = path.join(folder, name);
      const body = readFileSync(file);
      const [br, gz] = await Promise.all([
        brotli(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
          },
        }),
        gzipped(body, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      writeFileSync(`${file}.br`, br);
      writeFileSync(`${file}.gz`, gz);
    }),
  );
  return names.length;
}
